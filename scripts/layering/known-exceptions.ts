import type { KnownException } from "./check";

// The layering violations the code had when the check came in. Each names what should move for
// it to go. The list only shrinks: a new violation fails `npm test`, and so does an entry here
// that no longer occurs (remove it with the change that fixes it). A key is `from -> to`, `file
// writes table` or the members of a cycle; `*` stands for any part of one path.

const writes = (file: string, tables: string[], move: string): KnownException[] =>
  tables.map((table) => ({ rule: "table-owner", key: `${file} writes ${table}`, move }));

export const knownExceptions: KnownException[] = [
  // (a) Lower layers reaching up into a domain. The translation hooks and the language list are
  // used by the design system's shell and error pages and by the request guard: they are the
  // i18n plumbing every layer needs, not domain code.
  {
    rule: "down-only",
    key: "app/components/* -> app/features/i18n/react.tsx",
    move: "app/features/i18n/react.tsx down to app/utils/i18n/",
  },
  {
    rule: "down-only",
    key: "app/components/* -> app/features/i18n/use-language.ts",
    move: "app/features/i18n/use-language.ts down to app/utils/i18n/",
  },
  {
    rule: "down-only",
    key: "app/components/shell/language-switch.tsx -> app/features/i18n/config.ts",
    move: "app/features/i18n/config.ts (languages, Language) down to app/utils/i18n/",
  },
  {
    rule: "down-only",
    key: "app/utils/request-guard.server.ts -> app/features/i18n/config.ts",
    move: "app/features/i18n/config.ts (languages, Language) down to app/utils/i18n/",
  },
  {
    rule: "down-only",
    key: "app/utils/request-guard.server.ts -> app/features/i18n/negotiate.ts",
    move: "app/features/i18n/negotiate.ts down to app/utils/i18n/",
  },
  // The error page reports to monitoring itself.
  {
    rule: "down-only",
    key: "app/components/errors/route-error-page.tsx -> app/features/monitoring/client.ts",
    move: "app/features/monitoring/client.ts down to app/utils/, or the route's ErrorBoundary reports and passes the digest in",
  },
  {
    rule: "down-only",
    key: "app/components/errors/route-error-page.tsx -> app/features/monitoring/server-digest.ts",
    move: "app/features/monitoring/server-digest.ts down to app/utils/",
  },
  // The demo seed builds its data with the domains' use-cases (as the tests' factories do): it is
  // a composition root, not part of the db layer it sits in.
  {
    rule: "down-only",
    key: "app/db/seed/* -> app/features/*",
    move: "app/db/seed/ out of app/db/ (e.g. to app/seed/), beside the other code that composes the domains",
  },

  // (d) Server-only modules imported by modules not named `*.server.ts`. Only the seed, which
  // runs on the server alone: the files just lack the suffix.
  {
    rule: "server-only",
    key: "app/db/seed/content-media.ts -> app/features/admin/media-admin.server.ts",
    move: "rename app/db/seed/content-media.ts to content-media.server.ts",
  },
  {
    rule: "server-only",
    key: "app/db/seed/content-media.ts -> app/features/admin/pages-admin.server.ts",
    move: "rename app/db/seed/content-media.ts to content-media.server.ts",
  },
  {
    rule: "server-only",
    key: "app/db/seed/content.ts -> app/features/admin/events-admin.server.ts",
    move: "rename app/db/seed/content.ts to content.server.ts",
  },
  {
    rule: "server-only",
    key: "app/db/seed/vitascan.ts -> app/features/vitascan/vitascan.server.ts",
    move: "rename app/db/seed/vitascan.ts to vitascan.server.ts",
  },

  // (c) Circular imports. The mail outbox takes the attachment type from the transport, which
  // writes to the outbox.
  {
    rule: "no-cycle",
    key: "app/features/email/outbox.server.ts <-> app/features/email/transport.server.ts",
    move: "the MailAttachment type from transport.server.ts into outbox.server.ts (transport imports it from there)",
  },

  // (e) Tables written by a domain other than their owner (`tableOwners` in check.ts). The back
  // office writes most domains' tables itself; each write should become a use-case of the owning
  // domain that the back office calls (and audits).
  ...writes(
    "app/features/admin/coaches.server.ts",
    ["coaches"],
    "the coach (de)activation write to app/features/coaching/",
  ),
  ...writes(
    "app/features/admin/events-admin.server.ts",
    ["events", "eventSessions", "eventRegistrations", "webinars"],
    "event and session writes to app/features/events/, webinar writes to app/features/webinars/",
  ),
  ...writes(
    "app/features/admin/invitations.server.ts",
    ["users", "onboarding", "accounts", "userRoles", "coaches", "sessions"],
    "creating the invited coach's account to app/features/accounts/, the coach row to app/features/coaching/",
  ),
  ...writes(
    "app/features/admin/join-links.server.ts",
    ["joinLinks"],
    "making and expiring join links to app/features/partners/",
  ),
  ...writes(
    "app/features/admin/media-admin.server.ts",
    ["mediaItems", "mediaSlugRedirects"],
    "media item writes to app/features/media/",
  ),
  ...writes(
    "app/features/admin/pages-admin.server.ts",
    ["partnerPages"],
    "program page writes to app/features/partners/",
  ),
  ...writes(
    "app/features/admin/partners.server.ts",
    ["partners"],
    "creating, editing and archiving partners to app/features/partners/",
  ),
  ...writes(
    "app/features/admin/people.server.ts",
    ["userRoles", "partnerMemberships", "users", "sessions"],
    "role, block and session writes to app/features/accounts/, memberships to app/features/partners/",
  ),
  ...writes(
    "app/features/admin/sessions.server.ts",
    ["eventRegistrations"],
    "registration changes to app/features/events/",
  ),
  // Erasing an account clears its traces in every domain.
  ...writes(
    "app/features/accounts/personal-data.server.ts",
    ["coachNotes", "coaches", "calendarSubscriptions", "callAttendance", "coachInvitations"],
    "an erase-this-person use-case per owning domain (coaching, calls, admin) that accounts calls",
  ),
  // Single sign-on creates and signs in accounts.
  ...writes(
    "app/features/partners/sso.server.ts",
    ["users", "userRoles", "onboarding", "accounts", "sessions", "verifications"],
    "creating, linking and signing in the SSO account to app/features/accounts/",
  ),
  // A route writing a table itself (routes only call into features).
  ...writes(
    "app/routes/coach/home.tsx",
    ["coaches"],
    "the write in the coach home's action to a use-case in app/features/coaching/",
  ),
];
