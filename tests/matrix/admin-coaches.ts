import type { Entry } from "./access-matrix";
import { admins, everyone } from "./outcomes";

// The back office's routes of this part, with the outcome each role gets (see access-matrix.ts).
// The forms change nothing later rows rely on: an address that is a coach already is reported,
// not invited; resending, withdrawing, unpublishing (a hold) and lifting a hold aim at ids of
// nothing; coach X is published already. The invitation link without a live token answers 410 for everyone, page and form alike.

const acceptForm = {
  token: "no-such-token",
  name: "Eva de Wit",
  password: "a calm and long password",
  headlineNl: "Rust in een drukke baan",
  headlineEn: "Calm in a demanding job",
  bioNl: "Ik help mensen al tien jaar om rust te vinden in een drukke baan, met kleine stappen.",
  bioEn: "For ten years I have helped people find calm in a demanding job, one small step at a time.",
  specialties: ["stress"],
  languages: ["nl", "en"],
  modes: ["video", "in_person"],
  city: "Utrecht",
};

export const adminCoachEntries: Entry[] = [
  {
    route: "/admin/coaches",
    as: "admin",
    query: ["page"],
    get: [
      { path: "/admin/coaches", expect: admins(200) },
      { path: "/admin/coaches?page=99", expect: admins(200) },
    ],
    post: [
      {
        intent: "invite",
        path: "/admin/coaches",
        form: { intent: "invite" },
        expect: admins(400),
        sample: { intent: "invite", list: "Daan Bakker <coach@example.com>", lng: "nl" },
      },
      {
        intent: "resend",
        path: "/admin/coaches",
        form: { intent: "resend", id: "{nothing}" },
        expect: admins(404),
        sample: { intent: "resend", id: "{nothing}", lng: "en" },
      },
      {
        intent: "withdraw",
        path: "/admin/coaches",
        form: { intent: "withdraw", id: "{nothing}" },
        expect: admins(404),
      },
      {
        intent: "publish",
        path: "/admin/coaches",
        form: { intent: "publish", id: "{coachX}" },
        expect: admins(200),
      },
      {
        intent: "unpublish",
        path: "/admin/coaches",
        form: { intent: "unpublish", id: "{nothing}" },
        expect: admins(404),
        sample: { intent: "unpublish", id: "{nothing}", reason: "Er loopt een klacht; we bellen je." },
      },
      {
        intent: "release",
        path: "/admin/coaches",
        form: { intent: "release", id: "{nothing}" },
        expect: admins(404),
      },
    ],
  },
  {
    route: "/admin/coaches/:id",
    as: "admin",
    params: { id: "{coachX}" },
    get: [
      { path: "/admin/coaches/{coachX}", expect: admins(200) },
      { path: "/admin/coaches/{nothing}", expect: admins(404) },
      { path: "/admin/coaches/not-an-id", expect: admins(404) },
    ],
    post: [
      { intent: "publish", path: "/admin/coaches/{coachX}", form: { intent: "publish" }, expect: admins(200) },
      {
        intent: "unpublish",
        path: "/admin/coaches/{nothing}",
        form: { intent: "unpublish" },
        expect: admins(404),
        sample: { intent: "unpublish", reason: "Er loopt een klacht; we bellen je." },
      },
      { intent: "release", path: "/admin/coaches/{nothing}", form: { intent: "release" }, expect: admins(404) },
    ],
  },
  {
    // Members' reports: marking one handled needs a report's id; the matrix's names nothing.
    route: "/admin/message-reports",
    as: "admin",
    get: [{ path: "/admin/message-reports", expect: admins(200) }],
    post: [
      {
        intent: "handle",
        path: "/admin/message-reports",
        form: { intent: "handle" },
        expect: admins(400),
        sample: { intent: "handle", id: "{nothing}" },
      },
    ],
  },
  {
    // Public, with a secret: a missing or unknown token is a link that does not work (410).
    route: "/:lng/coach-invitation",
    as: "visitor",
    params: { lng: "en" },
    query: ["token"],
    get: [
      { path: "/en/coach-invitation", expect: everyone(410) },
      { path: "/en/coach-invitation?token=no-such-token", expect: everyone(410) },
    ],
    post: [
      {
        intent: "accept",
        path: "/en/coach-invitation",
        form: { token: "no-such-token" },
        expect: everyone(410),
        sample: acceptForm,
      },
    ],
  },
];
