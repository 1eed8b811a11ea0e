import type { KnownException } from "./check";

// The layering violations the code had when the check came in. Each names what should move for
// it to go. The list only shrinks: a new violation fails `npm test`, and so does an entry here
// that no longer occurs (remove it with the change that fixes it). A key is `from -> to`, `file
// writes table` or the members of a cycle; `*` stands for any part of one path.

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
];
