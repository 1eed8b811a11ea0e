import type { Entry } from "./access-matrix";
import { admins } from "./outcomes";

// The back office's routes of this part, with the outcome each role gets (see access-matrix.ts).
// Every form is refused or changes nothing, even sent as it stands (the bad-input run may send a
// sample's own values): a slug that is taken, a colour white text fails on, Deloitte's own
// settings saved unchanged, a partner that is not archived brought back, a link id of nothing,
// an identity provider on a closed loopback port. No demo partner is archived and no demo join
// link ends.

const deloitte = "/admin/partners/deloitte";

/** Deloitte's settings as the demo data has them (`app/seed/partners.ts`): saving them changes nothing. */
const deloitteSettings = {
  intent: "update",
  name: "Deloitte",
  brandColor: "#26890d",
  taglineNl: "Fit Forward: het vitaliteitsprogramma voor iedereen bij Deloitte.",
  taglineEn: "Fit Forward: the vitality program for everyone at Deloitte.",
  coachingAllowance: "6",
  loginMethods: "password",
  emailDomains: "",
  ssoIssuer: "",
  ssoClientId: "",
  ssoClientSecret: "",
};

export const adminPartnerEntries: Entry[] = [
  {
    route: "/admin/partners",
    as: "admin",
    get: [{ path: "/admin/partners", expect: admins(200) }],
    post: [
      {
        intent: "create",
        path: "/admin/partners",
        form: { intent: "create" },
        expect: admins(400),
        // Refused twice over: Deloitte's slug, and a yellow white text cannot be read on.
        sample: {
          intent: "create",
          name: "Matrix Partner",
          slug: "deloitte",
          brandColor: "#ffcc00",
          coachingAllowance: "4",
        },
      },
    ],
  },
  {
    route: "/admin/partners/:slug",
    as: "admin",
    params: { slug: "deloitte" },
    get: [
      { path: deloitte, expect: admins(200) },
      { path: "/admin/partners/ohra", expect: admins(200) },
      { path: "/admin/partners/no-such-partner", expect: admins(404) },
    ],
    post: [
      {
        intent: "update",
        path: deloitte,
        form: { intent: "update" },
        expect: admins(400),
        sample: deloitteSettings,
      },
      // Archiving a demo partner would close its pages for every later row: one that does not exist.
      {
        intent: "archive",
        path: "/admin/partners/no-such-partner",
        form: { intent: "archive" },
        expect: admins(404),
      },
      // An undo without a token this administrator was given for this partner changes nothing.
      { intent: "undo", path: deloitte, form: { intent: "undo" }, expect: admins(422) },
      // Deloitte is not archived: bringing it back changes nothing.
      {
        intent: "unarchive",
        path: deloitte,
        form: { intent: "unarchive" },
        expect: admins(200),
      },
      {
        intent: "test-connection",
        path: deloitte,
        form: { intent: "test-connection" },
        expect: admins(400),
        // Nothing listens on port 9 here: the report says the provider could not be reached.
        sample: { intent: "test-connection", ssoIssuer: "http://127.0.0.1:9" },
      },
      {
        intent: "create-link",
        path: deloitte,
        form: { intent: "create-link", maxUses: "0" },
        expect: admins(400),
        // Refused as it stands: the slug belongs to a demo link.
        sample: { intent: "create-link", linkSlug: "deloitte-fit-forward", expiresOn: "2030-01-31", maxUses: "10" },
      },
      {
        intent: "revoke-link",
        path: deloitte,
        form: { intent: "revoke-link", linkId: "{nothing}" },
        expect: admins(404),
      },
    ],
  },
];
