import type { Entry } from "./access-matrix";
import { admins } from "./outcomes";

// The back office's routes of this part, with the outcome each role gets (see access-matrix.ts).
// Every form is refused or changes nothing, even sent as it stands (the bad-input run may send a
// sample's own values): a role already held or absent, a partner that does not exist, the
// administrator's own account (which they may not deactivate), an address that is not the
// account's. No demo account the matrix logs in as is deactivated or deleted.

/** Member B, whose page the forms are posted to. */
const memberB = "/admin/users/demo-member-2";
/** The demo administrator's own page. */
const ownPage = "/admin/users/demo-admin";

export const adminPeopleEntries: Entry[] = [
  {
    route: "/admin",
    as: "admin",
    get: [{ path: "/admin", expect: admins(200) }],
  },
  {
    route: "/admin/users",
    as: "admin",
    query: ["q", "page", "deleted"],
    get: [
      { path: "/admin/users", expect: admins(200) },
      { path: "/admin/users?q=Lotte&page=1", expect: admins(200) },
      // Wildcards are taken literally, and a far page is simply empty.
      { path: "/admin/users?q=%25_&page=999", expect: admins(200) },
    ],
  },
  {
    route: "/admin/users/:id",
    as: "admin",
    params: { id: "demo-member-2" },
    get: [
      { path: memberB, expect: admins(200) },
      { path: ownPage, expect: admins(200) },
      { path: "/admin/users/{nothing}", expect: admins(404) },
      { path: "/admin/users/not%20an%20id", expect: admins(404) },
    ],
    post: [
      // Without a role: refused. The sample gives the administrator the role they hold already.
      {
        intent: "grant-role",
        path: ownPage,
        form: { intent: "grant-role" },
        expect: admins(400),
        sample: { intent: "grant-role", role: "admin" },
      },
      // Member B is no coach: taking the role away changes nothing.
      {
        intent: "revoke-role",
        path: memberB,
        form: { intent: "revoke-role", role: "coach" },
        expect: admins(200),
      },
      {
        intent: "grant-partner-admin",
        path: memberB,
        form: { intent: "grant-partner-admin" },
        expect: admins(400),
        sample: { intent: "grant-partner-admin", partnerId: "{nothing}" },
      },
      {
        intent: "revoke-partner-admin",
        path: memberB,
        form: { intent: "revoke-partner-admin", partnerId: "{nothing}" },
        expect: admins(422),
      },
      // Nobody deactivates themself.
      { intent: "deactivate", path: ownPage, form: { intent: "deactivate" }, expect: admins(409) },
      // Member B is active: reactivating changes nothing.
      { intent: "reactivate", path: memberB, form: { intent: "reactivate" }, expect: admins(200) },
      // Member B's address is verified: no link is sent.
      { intent: "resend-verification", path: memberB, form: { intent: "resend-verification" }, expect: admins(409) },
      {
        intent: "delete",
        path: memberB,
        form: { intent: "delete" },
        expect: admins(400),
        sample: { intent: "delete", confirmEmail: "nobody@example.com" },
      },
    ],
  },
  {
    route: "/admin/audit",
    as: "admin",
    query: ["actor", "entity", "from", "until", "older", "newer"],
    get: [
      { path: "/admin/audit", expect: admins(200) },
      {
        path: "/admin/audit?actor=demo-admin&entity=user&from=2026-01-01&until=2026-12-31&older=2",
        expect: admins(200),
      },
      // A malformed filter is dropped with a notice, not an error.
      { path: "/admin/audit?from=2026-02-30&entity=%3Cb%3E", expect: admins(200) },
    ],
  },
];
