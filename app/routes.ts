import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";

// Access is inherited from the area a route sits in (the middleware of `routes/areas/*` and
// `routes/coach/area.ts`, rules in `app/features/accounts/areas.server.ts`). A route outside every
// area is public, and says so here: its own loader or action may still apply a named guard for a
// single resource (a partner's members, an appointment's participants, a member's form on a
// public page). `tests/matrix/authorization.test.ts` holds every route to a stated outcome per role.
export default [
  // Public: the language choice.
  index("routes/index.ts"),
  // The coach area has no language segment: it speaks the account's language.
  route("coach", "routes/coach/layout.tsx", [
    // Public inside the coach area's shell: the coaches' door.
    route("login", "routes/coach/login.tsx"),
    layout("routes/coach/area.ts", [
      index("routes/coach/home.tsx"),
      route("appointments", "routes/coach/appointments.tsx"),
      route("appointments/:id", "routes/coach/appointment.tsx"),
      route("appointments/:id/call", "routes/coach/call.tsx"),
      route("availability", "routes/coach/availability.tsx"),
      route("availability/caldav", "routes/coach/caldav.tsx"),
      route("appointments/:id/series", "routes/coach/series.tsx"),
      route("profile", "routes/coach/profile.tsx"),
      route("messages", "routes/coach/messages.tsx"),
      route("messages/:member", "routes/coach/conversation.tsx"),
      route("notifications", "routes/coach/notifications.tsx"),
      // A member's goals shared with this coach; proposing a goal or a step.
      route("goals/:member", "routes/coach/member-goals.tsx"),
    ]),
  ]),
  // The partner portal: a partner's admins, for that partner (no language segment either).
  route("partner", "routes/partner/layout.tsx", [
    layout("routes/partner/area.ts", [
      index("routes/partner/home.tsx"),
      route("report", "routes/partner/report.tsx"),
      route("report.csv", "routes/partner/report-csv.ts"),
      route("links", "routes/partner/links.tsx"),
    ]),
  ]),
  // The back office has no language segment either: the account's language.
  route("admin", "routes/admin/layout.tsx", [
    layout("routes/admin/area.ts", [
      index("routes/admin/overview.tsx"),
      route("partners", "routes/admin/partners.tsx"),
      route("partners/:slug", "routes/admin/partner.tsx"),
      route("coaches", "routes/admin/coaches.tsx"),
      route("coaches/:id", "routes/admin/coach.tsx"),
      route("users", "routes/admin/users.tsx"),
      route("users/:id", "routes/admin/user.tsx"),
      route("audit", "routes/admin/audit.tsx"),
      route("events", "routes/admin/events.tsx"),
      route("events/:id", "routes/admin/event.tsx"),
      route("sessions/:id", "routes/admin/session.tsx"),
      route("sessions/:id/registrations.csv", "routes/admin/session-csv.ts"),
      route("webinars", "routes/admin/webinars.tsx"),
      route("webinars/:id", "routes/admin/webinar.tsx"),
      route("webinars/:id/registrations.csv", "routes/admin/webinar-csv.ts"),
      route("media", "routes/admin/media.tsx"),
      route("media/:id", "routes/admin/media-item.tsx"),
      route("pages", "routes/admin/pages.tsx"),
      route("pages/:id", "routes/admin/page.tsx"),
      route("jobs", "routes/admin/jobs.tsx"),
      route("message-reports", "routes/admin/message-reports.tsx"),
      route("safety", "routes/admin/safety.tsx"),
    ]),
  ]),
  // Public, with a secret: a coach's private calendar feed; the token in the address is the key.
  route("coach/calendar/:token.ics", "routes/coach/calendar-feed.ts"),
  // Its own rule: a file attached to a message, for the conversation's member and coach alone.
  route("message-files/:id", "routes/resources/message-file.ts"),
  // Public: coach photos, cached forever per version.
  route("coach-photo/:id", "routes/resources/coach-photo.ts"),
  // Public: partner logos for their login and join pages, cached forever per version.
  route("partner-logo/:partner", "routes/resources/partner-logo.ts"),
  // Public: captions uploaded in the back office, by the item page's rule (a partner's: visitor 401, others 403).
  route("media-captions/:slug/:language", "routes/media/captions.ts"),
  // Public: partner single sign-on; the start sends people to the identity provider, which sends them back.
  route("sso/start/:partner", "routes/auth/sso-start.ts"),
  route("sso/callback", "routes/auth/sso-callback.ts"),
  // Public: for search engines, what may be indexed and every public page in both languages.
  route("robots.txt", "routes/resources/robots.ts"),
  route("sitemap.xml", "routes/resources/sitemap.ts"),
  // Development and demo only (its own rule, by mode and role): mail kept when no SMTP server is configured.
  route("dev/outbox/:id?", "routes/resources/outbox.tsx"),
  route(":lng", "routes/lng-layout.tsx", [
    // Public pages.
    index("routes/member/home.tsx"),
    route("404", "routes/member/not-found.tsx", { id: "lng-404" }),
    route("changelog", "routes/member/changelog.tsx"),
    route("terms", "routes/member/terms.tsx"),
    route("privacy", "routes/member/privacy.tsx"),
    // Public: where to get help now (113, 112, the GP), working without an account.
    route("help", "routes/member/help.tsx"),
    route("login", "routes/auth/login.tsx"),
    route("login/:partner", "routes/auth/partner-login.tsx"),
    // Public page; joining (its action) needs a logged-in account.
    route("join/:slug", "routes/auth/join.tsx"),
    route("signup", "routes/auth/signup.tsx"),
    route("post-logout", "routes/auth/post-logout.tsx"),
    route("auth/404", "routes/auth/auth-not-found.tsx"),
    route("forgot-password", "routes/auth/forgot-password.tsx"),
    route("reset-password", "routes/auth/reset-password.tsx"),
    route("verify-email", "routes/auth/verify-email.tsx"),
    // Public, with a secret: a mailed link that confirms a new address or undoes an account change.
    route("account-change", "routes/auth/account-change.tsx"),
    // Public, with a secret: accepting an invitation to coach (the one-time token in the address).
    route("coach-invitation", "routes/auth/coach-invitation.tsx"),
    // Public: how coaching works; a member's allowance and appointments follow when logged in.
    route("coaching", "routes/coaching/coaching.tsx"),
    route("coaches", "routes/coaching/directory.tsx"),
    route("coaches/find", "routes/coaching/find.tsx"),
    // Public page; booking (its action) is for verified members who finished onboarding.
    route("coaches/:slug", "routes/coaching/coach-profile.tsx"),
    route("theapp", "routes/app/theapp.tsx"),
    // Public: a visitor's vitality scan, kept in their browser until they keep it in an account.
    route("vitascan/try", "routes/vitascan/try.tsx"),
    route("vitascan/try/result", "routes/vitascan/try-result.tsx"),
    route("events", "routes/events/events.tsx"),
    // Public unless the event or session is a partner's (then its members only); registering is for members.
    route("events/:slug", "routes/events/event.tsx"),
    route("events/session/:slug", "routes/events/session.tsx"),
    route("webinars/:slug", "routes/webinars/webinar.tsx"),
    route("media", "routes/media/media.tsx"),
    route("media/id/:slug", "routes/media/media-item.tsx"),
    route("ebook", "routes/ebook/ebook.tsx"),
    // Public, with a secret: the download token in the address.
    route("ebook/download", "routes/ebook/download.ts"),
    // Public overview; a partner's other pages are for its members unless marked public.
    route("pages/:partner/*", "routes/pages/partner-page.tsx"),
    // Any logged-in account.
    layout("routes/areas/signed-in.ts", [
      route("signup/:step", "routes/auth/onboarding-step.tsx"),
      route("redirecting", "routes/auth/redirecting.tsx"),
      route("app-selector", "routes/auth/app-selector.tsx"),
      route("account", "routes/member/account.tsx"),
      route("account/export", "routes/member/account-export.ts"),
      // Camera, microphone, speaker and the network to the call relay, before a call.
      route("call-check", "routes/calls/call-check.tsx"),
    ]),
    // Members; each appointment and call only for its own member.
    layout("routes/areas/member.ts", [
      route("coaching/:id", "routes/coaching/appointment.tsx"),
      route("coaching/:id/invite.ics", "routes/coaching/appointment-invite.ts"),
      route("coaching/:id/feedback", "routes/coaching/feedback.tsx"),
      // Waiting for a time to free up with a coach, and a freed time offered to the member.
      route("coaching/wait/:slug", "routes/coaching/slot-wait.tsx"),
      route("coaching/offers/:id", "routes/coaching/slot-offer.tsx"),
      route("vitascan-onboarding", "routes/vitascan/onboarding.tsx"),
      route("vitascan", "routes/vitascan/scan.tsx"),
      route("vitascan/results", "routes/vitascan/results.tsx"),
      route("vitascan/delay", "routes/vitascan/delay.tsx"),
      route("vitascan/keep", "routes/vitascan/keep.tsx"),
      route("call/:id", "routes/calls/member-call.tsx"),
      // Each conversation only for its own member.
      route("messages", "routes/member/messages.tsx"),
      route("messages/:coach", "routes/member/conversation.tsx"),
      route("notifications", "routes/member/notifications.tsx"),
      // The member's own goals; each goal only for its member.
      route("goals", "routes/goals/goals.tsx"),
      route("goals/:id", "routes/goals/goal.tsx"),
      layout("routes/areas/onboarded-member.ts", [route("dashboard", "routes/member/dashboard.tsx")]),
    ]),
    // Administrators.
    layout("routes/admin/area.ts", { id: "lng-admin-area" }, [
      route("sentry-example-page", "routes/member/sentry-example-page.tsx"),
    ]),
    route("*", "routes/member/not-found.tsx", { id: "lng-splat" }),
  ]),
] satisfies RouteConfig;
