import type { Entry } from "./access-matrix";
import { partnerAdmins } from "./outcomes";

// The partner portal's routes, with the outcome each role gets (see access-matrix.ts). The partner
// admin administers Deloitte only: naming OHRA (`?partner=ohra`) is refused, as it is for any
// account that does not administer the partner it names. Platform administrators are no partner
// admins by their role. Every form is refused or changes nothing: a link slug that is taken, a
// link id of nothing.

const ohra = "partner=ohra";

export const partnerPortalEntries: Entry[] = [
  {
    route: "/partner",
    as: "partnerAdmin",
    query: ["partner"],
    get: [
      { path: "/partner", expect: partnerAdmins(200) },
      { path: "/partner?partner=deloitte", expect: partnerAdmins(200) },
      { path: `/partner?${ohra}`, expect: partnerAdmins(403) },
      { path: "/partner?partner=no-such-partner", expect: partnerAdmins(403) },
    ],
  },
  {
    route: "/partner/report",
    as: "partnerAdmin",
    query: ["partner", "period"],
    get: [
      { path: "/partner/report", expect: partnerAdmins(200) },
      { path: "/partner/report?period=2025", expect: partnerAdmins(200) },
      { path: "/partner/report?period=2025-Q4", expect: partnerAdmins(200) },
      { path: "/partner/report?period=2025-11", expect: partnerAdmins(200) },
      // A period that is no period, or is still to come: the partner admin is told so.
      { path: "/partner/report?period=2025-13", expect: partnerAdmins(400) },
      { path: "/partner/report?period=2999", expect: partnerAdmins(400) },
      { path: `/partner/report?${ohra}`, expect: partnerAdmins(403) },
    ],
  },
  {
    route: "/partner/report.csv",
    as: "partnerAdmin",
    query: ["partner", "period"],
    get: [
      { path: "/partner/report.csv", expect: partnerAdmins(200) },
      { path: "/partner/report.csv?period=2025-Q5", expect: partnerAdmins(400) },
      { path: `/partner/report.csv?${ohra}`, expect: partnerAdmins(403) },
    ],
  },
  {
    route: "/partner/links",
    as: "partnerAdmin",
    query: ["partner"],
    get: [
      { path: "/partner/links", expect: partnerAdmins(200) },
      { path: `/partner/links?${ohra}`, expect: partnerAdmins(403) },
    ],
    post: [
      {
        intent: "create-link",
        path: "/partner/links",
        // The demo's own link slug: taken.
        form: { intent: "create-link", linkSlug: "deloitte-fit-forward", expiresOn: "", maxUses: "" },
        expect: partnerAdmins(409),
        sample: { intent: "create-link", linkSlug: "deloitte-fit-forward", expiresOn: "", maxUses: "5" },
      },
      {
        intent: "revoke-link",
        path: "/partner/links",
        form: { intent: "revoke-link", linkId: "{nothing}" },
        expect: partnerAdmins(404),
      },
      // Another partner's admin cannot act for it either.
      {
        intent: "revoke-link (other partner)",
        path: `/partner/links?${ohra}`,
        form: { intent: "revoke-link", linkId: "{nothing}" },
        expect: partnerAdmins(403),
      },
    ],
  },
];
