import type { Entry } from "./access-matrix";
import { admins, everyone } from "./outcomes";

// Media and program pages in the back office. Every form is refused or changes nothing as it stands:
// a partner of nothing, an item or page of nothing, a demo item that is already published.
const item = "/admin/media/{mediaItem}";
const none = "/admin/media/{nothing}";
const saveSample = {
  intent: "save",
  slug: "matrix-item",
  type: "article",
  topic: "sleep",
  partnerId: "",
  titleNl: "Matrix",
  titleEn: "Matrix",
  summaryNl: "Kort.",
  summaryEn: "Short.",
  bodyNl: "## Kop",
  bodyEn: "## Heading",
  mediaUrl: "",
  duration: "5",
};
const pageSample = {
  intent: "save",
  path: "matrix-page",
  isPublic: "yes",
  titleNl: "Matrix",
  titleEn: "Matrix",
  introNl: "",
  introEn: "",
  bodyNl: "",
  bodyEn: "",
  listing: "none",
  sessionId: "",
};

export const adminContentEntries: Entry[] = [
  {
    route: "/admin/media",
    as: "admin",
    query: ["state"],
    get: [
      { path: "/admin/media", expect: admins(200) },
      { path: "/admin/media?state=scheduled", expect: admins(200) },
      { path: "/admin/media?state=nope", expect: admins(200) },
    ],
    post: [
      {
        intent: "create",
        path: "/admin/media",
        form: { intent: "create" },
        expect: admins(400),
        sample: {
          intent: "create",
          type: "article",
          topic: "wellbeing",
          partnerId: "{nothing}",
          titleNl: "Kleine gewoontes voor een beter gevoel",
          titleEn: "Small habits for feeling better",
          slug: "small-habits-for-feeling-better",
          mediaUrl: "",
        },
      },
    ],
  },
  {
    route: "/admin/media/:id",
    as: "admin",
    params: { id: "{mediaItem}" },
    get: [
      { path: item, expect: admins(200) },
      { path: none, expect: admins(404) },
      { path: "/admin/media/not-an-id", expect: admins(404) },
    ],
    post: [
      { intent: "save", path: none, form: { intent: "save" }, expect: admins(400), sample: saveSample },
      {
        intent: "preview",
        path: item,
        form: { intent: "preview" },
        expect: admins(400),
        sample: { intent: "preview", bodyNl: "## Hoi <script>x</script>", bodyEn: "## Hi" },
      },
      { intent: "publish", path: item, form: { intent: "publish" }, expect: admins(409) },
      {
        intent: "schedule",
        path: item,
        form: { intent: "schedule" },
        expect: admins(400),
        sample: { intent: "schedule", publishAt: "2099-01-01T09:00" },
      },
      { intent: "unpublish", path: item, form: { intent: "unpublish" }, expect: admins(409) },
      { intent: "withdraw", path: none, form: { intent: "withdraw" }, expect: admins(404) },
      {
        intent: "captions",
        path: item,
        form: { intent: "captions" },
        expect: admins(400),
        sample: { intent: "captions", language: "nl" },
      },
      {
        intent: "remove-captions",
        path: none,
        form: { intent: "remove-captions", language: "nl" },
        expect: admins(404),
      },
    ],
  },
  {
    route: "/admin/pages",
    as: "admin",
    get: [{ path: "/admin/pages", expect: admins(200) }],
    post: [
      {
        intent: "create",
        path: "/admin/pages",
        form: { intent: "create" },
        expect: admins(400),
        sample: {
          intent: "create",
          partnerId: "{nothing}",
          path: "program",
          titleNl: "Programma",
          titleEn: "Program",
          isPublic: "yes",
        },
      },
      {
        intent: "move",
        path: "/admin/pages",
        form: { intent: "move", pageId: "{nothing}", direction: "up" },
        expect: admins(404),
      },
    ],
  },
  {
    route: "/admin/pages/:id",
    as: "admin",
    params: { id: "{partnerPage}" },
    get: [
      { path: "/admin/pages/{partnerPage}", expect: admins(200) },
      { path: "/admin/pages/{nothing}", expect: admins(404) },
      { path: "/admin/pages/not-an-id", expect: admins(404) },
    ],
    post: [
      {
        intent: "save",
        path: "/admin/pages/{nothing}",
        form: { intent: "save" },
        expect: admins(400),
        sample: pageSample,
      },
    ],
  },
  {
    route: "/media-captions/:slug/:language",
    as: "visitor",
    params: { slug: "short-breathing-break", language: "nl" },
    // The demo's captions are files under /media/; nothing is uploaded, so 404 for everyone.
    get: [{ path: "/media-captions/short-breathing-break/nl", expect: everyone(404) }],
  },
];
