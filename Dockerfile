# Vitaal's production image. Build: docker build -t vitaal .   Run: see compose.yaml and
# docs/operations.md for the settings (DATABASE_URL, AUTH_SECRET, PUBLIC_ORIGIN, SMTP_URL, ...).

# Build stage: every dependency, the build, then the production install of
# scripts/install-production.sh (the same script CI runs and starts, since images cannot be built
# there).
FROM node:24-bookworm-slim AS build
WORKDIR /src
COPY package.json package-lock.json ./
RUN npm install --no-audit --no-fund --ignore-scripts --engine-strict=false
COPY . .
RUN npx react-router build && bash scripts/install-production.sh /app && chmod -R a-w,a+rX /app

# Runtime stage: Node, the install, nothing else; owned by root and read-only to the user the
# server runs as.
FROM node:24-bookworm-slim
ENV NODE_ENV=production PORT=3000 HOST=0.0.0.0
WORKDIR /app
COPY --from=build /app /app
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:3000/readyz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "server.js"]
