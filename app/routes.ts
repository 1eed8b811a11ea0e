import { index, type RouteConfig, route } from "@react-router/dev/routes";

export default [
  index("routes/index.ts"),
  // The coach area has no language segment: it speaks the account's language.
  route("coach", "routes/coach/layout.tsx", [
    index("routes/coach/home.tsx"),
    route("login", "routes/coach/login.tsx"),
    route("appointments", "routes/coach/appointments.tsx"),
    route("appointments/:id", "routes/coach/appointment.tsx"),
    route("appointments/:id/call", "routes/coach/call.tsx"),
    route("availability", "routes/coach/availability.tsx"),
    route("profile", "routes/coach/profile.tsx"),
  ]),
  // A coach's private calendar feed; the token in the address is the key.
  route("coach/calendar/:token.ics", "routes/coach/calendar-feed.ts"),
  // Coach photos, cached forever per version.
  route("coach-photo/:id", "routes/resources/coach-photo.ts"),
  // Partner single sign-on: the start sends people to the identity provider, which sends them back.
  route("sso/start/:partner", "routes/auth/sso-start.ts"),
  route("sso/callback", "routes/auth/sso-callback.ts"),
  // Development and demo only: mail kept when no SMTP server is configured.
  route("dev/outbox/:id?", "routes/resources/outbox.tsx"),
  route(":lng", "routes/lng-layout.tsx", [
    index("routes/member/home.tsx"),
    route("404", "routes/member/not-found.tsx", { id: "lng-404" }),
    route("changelog", "routes/member/changelog.tsx"),
    route("login", "routes/auth/login.tsx"),
    route("login/:partner", "routes/auth/partner-login.tsx"),
    route("join/:slug", "routes/auth/join.tsx"),
    route("signup", "routes/auth/signup.tsx"),
    route("signup/:step", "routes/auth/onboarding-step.tsx"),
    route("post-logout", "routes/auth/post-logout.tsx"),
    route("redirecting", "routes/auth/redirecting.tsx"),
    route("app-selector", "routes/auth/app-selector.tsx"),
    route("auth/404", "routes/auth/auth-not-found.tsx"),
    route("forgot-password", "routes/auth/forgot-password.tsx"),
    route("reset-password", "routes/auth/reset-password.tsx"),
    route("verify-email", "routes/auth/verify-email.tsx"),
    route("coaches", "routes/coaching/directory.tsx"),
    route("coaches/find", "routes/coaching/find.tsx"),
    route("coaches/:slug", "routes/coaching/coach-profile.tsx"),
    route("coaching", "routes/coaching/coaching.tsx"),
    route("coaching/:id", "routes/coaching/appointment.tsx"),
    route("coaching/:id/invite.ics", "routes/coaching/appointment-invite.ts"),
    route("vitascan-onboarding", "routes/vitascan/onboarding.tsx"),
    route("vitascan", "routes/vitascan/scan.tsx"),
    route("vitascan/results", "routes/vitascan/results.tsx"),
    route("vitascan/delay", "routes/vitascan/delay.tsx"),
    route("theapp", "routes/app/theapp.tsx"),
    route("call/:id", "routes/calls/member-call.tsx"),
    route("dashboard", "routes/member/dashboard.tsx"),
    route("account", "routes/member/account.tsx"),
    route("account/export", "routes/member/account-export.ts"),
    route("sentry-example-page", "routes/member/sentry-example-page.tsx"),
    route("*", "routes/member/not-found.tsx", { id: "lng-splat" }),
  ]),
] satisfies RouteConfig;
