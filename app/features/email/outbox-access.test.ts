import { describe, expect, it } from "vitest";
import { parseEnv } from "~/utils/env.server";
import { outboxRule, outboxStatus } from "./outbox-access.server";

const demo = parseEnv({ NODE_ENV: "production", DEMO_MODE: "true" });
const production = parseEnv({
  NODE_ENV: "production",
  DATABASE_URL: "postgres://h/db",
  AUTH_SECRET: "a-production-secret-of-more-than-32-characters",
  PUBLIC_ORIGIN: "https://vitaal.example",
});
const admin = { admin: true };
const member = { admin: false };

describe("local outbox page", () => {
  it("is open to anyone in development without SMTP, with or without the demo data", () => {
    for (const config of [parseEnv({ NODE_ENV: "development" }), parseEnv({ DEMO_MODE: "true" })]) {
      expect(outboxRule(config)).toBe("open");
      expect(outboxStatus(config, null)).toBe(200);
      expect(outboxStatus(config, member)).toBe(200);
    }
  });

  it("shows the demo's mail to admins only: visitors are sent to log in, other accounts refused", () => {
    expect(outboxRule(demo)).toBe("admins");
    expect(outboxStatus(demo, admin)).toBe(200);
    expect(outboxStatus(demo, null)).toBe(401);
    expect(outboxStatus(demo, member)).toBe(403);
  });

  it("is never there in production, even on the embedded database or for an admin", () => {
    for (const config of [production, parseEnv({ NODE_ENV: "production" })]) {
      expect(outboxRule(config)).toBe("off");
      expect(outboxStatus(config, admin)).toBe(404);
      expect(outboxStatus(config, null)).toBe(404);
    }
  });

  it("is never there with SMTP", () => {
    const smtp = "smtp://127.0.0.1:25";
    for (const config of [
      parseEnv({ SMTP_URL: smtp }),
      parseEnv({ NODE_ENV: "production", DEMO_MODE: "true", SMTP_URL: smtp }),
    ]) {
      expect(outboxRule(config)).toBe("off");
      expect(outboxStatus(config, admin)).toBe(404);
    }
  });
});
