import type { ComponentType } from "react";
import { describe, expect, it } from "vitest";
import AdminMediaList from "~/routes/admin/media";
import AdminMediaItem from "~/routes/admin/media-item";
import AdminPage from "~/routes/admin/page";
import AdminPages from "~/routes/admin/pages";
import { renderMarkdown } from "~/utils/markdown.server";
import { drawPage } from "../../../tests/support/route-form";

// The back office's content pages drawn on the server, in both languages, from the data their
// loaders return: every field labelled, errors at their fields and summarised, the preview as
// members get it.

// biome-ignore lint/suspicious/noExplicitAny: each route's props are its own generated type
const render = (lng: "nl" | "en", Page: ComponentType<any>, props: { loaderData: unknown; actionData?: unknown }) =>
  drawPage(Page, "/admin/x", props, lng);

const body = "## Rust\n\n[Meer](https://example.org)\n\n<script>alert(1)</script>";
const item = {
  id: "11111111-1111-4111-8111-111111111111",
  slug: "sleep-better",
  type: "video",
  topic: "sleep",
  partnerId: "",
  titleNl: "Beter slapen",
  titleEn: "Sleep better",
  summaryNl: "",
  summaryEn: "",
  bodyNl: body,
  bodyEn: body,
  mediaUrl: "https://player.vimeo.com/video/1",
  duration: "",
  publishedAt: "2027-03-11T08:00:00.000Z",
  withdrawnAt: null,
  captions: { nl: "uploaded", en: null },
};
const itemData = {
  item,
  state: "scheduled",
  oldSlugs: ["sleep-well"],
  publishAt: "2027-03-11T09:00",
  preview: { nl: renderMarkdown(body), en: renderMarkdown(body) },
  partners: [{ id: "22222222-2222-4222-8222-222222222222", name: "Acme" }],
  hosts: ["www.youtube-nocookie.com", "player.vimeo.com"],
  timeZone: "Europe/Amsterdam",
  created: false,
};

describe("the back office's media pages", () => {
  it("draw an item with its state, both languages side by side, the sanitised preview and captions", () => {
    for (const lng of ["en", "nl"] as const) {
      const html = render(lng, AdminMediaItem, { loaderData: itemData, actionData: undefined });
      expect(html).toContain(lng === "en" ? "Scheduled" : "Ingepland");
      expect(html).toContain(lng === "en" ? "Title (Dutch)" : "Titel (Nederlands)");
      expect(html).toContain(lng === "en" ? "Title (English)" : "Titel (Engels)");
      expect(html).toContain(lng === "en" ? "Preview in Dutch" : "Voorbeeld in het Nederlands");
      expect(html).toContain("<h2>Rust</h2>");
      expect(html).not.toContain("<script>alert(1)</script>");
      expect(html).toContain("sleep-well");
      expect(html).toContain('type="datetime-local"');
      expect(html).toContain(lng === "en" ? "Captions file (Dutch)" : "Ondertitelbestand (Nederlands)");
      expect(html).not.toMatch(/media\.[a-zA-Z]+\.[a-zA-Z]+/);
    }
  });

  it("show a refused field's message at the field and in the summary, with what was typed", () => {
    const html = render("en", AdminMediaItem, {
      loaderData: itemData,
      // The action's answer: which form, and Conform's result with what was posted and the keys.
      actionData: {
        form: "media",
        result: {
          status: "error",
          initialValue: { intent: "save", slug: "taken-slug", mediaUrl: "https://evil.example/v" },
          error: { slug: ["media.errors.slugTaken"], mediaUrl: ["media.errors.mediaUrlHost"] },
        },
      },
    });
    expect(html).toContain("Please check these fields");
    expect(html).toContain('href="#media-slug"');
    // The field is described by its message.
    const described = /id="media-slug"[^>]*aria-describedby="([^"]+)"/.exec(html)?.[1]?.split(" ") ?? [];
    expect(described.some((id) => html.includes(`id="${id}" slot="errorMessage"`))).toBe(true);
    expect(html).toContain("Another item uses or used this address. Choose another.");
    expect(html).toContain("Use an https address on an allowed host (www.youtube-nocookie.com, player.vimeo.com)");
    expect(html).toContain('value="taken-slug"');
    expect(html).toMatch(/id="media-slug"[^>]*aria-invalid="true"|aria-invalid="true"[^>]*id="media-slug"/);
  });

  it("list items with their state and offer the create form", () => {
    const html = render("nl", AdminMediaList, {
      loaderData: {
        state: "all",
        timeZone: "Europe/Amsterdam",
        partners: [],
        hosts: ["player.vimeo.com"],
        items: [
          {
            id: item.id,
            slug: item.slug,
            type: "article",
            topic: "sleep",
            titleNl: "Beter slapen",
            titleEn: "Sleep better",
            partnerName: null,
            publishedAt: null,
            withdrawnAt: null,
            updatedAt: "2027-03-10T08:00:00.000Z",
            state: "draft",
          },
        ],
      },
      actionData: undefined,
    });
    expect(html).toContain("Beter slapen");
    expect(html).toContain("Concept");
    expect(html).toContain("Concept maken");
    expect(html).toContain(`href="/admin/media/${item.id}"`);
  });
});

describe("the back office's program pages", () => {
  const page = {
    id: "33333333-3333-4333-8333-333333333333",
    path: "sport-events",
    titleNl: "Sportevenementen",
    titleEn: "Sport events",
    isPublic: false,
    listing: "children",
    hasSession: false,
    depth: 0,
  };

  it("list each partner's pages in their tree with buttons to move them", () => {
    const html = render("en", AdminPages, {
      loaderData: {
        partners: [
          {
            id: "p",
            slug: "deloitte",
            name: "Deloitte",
            pages: [page, { ...page, id: "x", path: "sport-events/dam", titleEn: "Dam", depth: 1, hasSession: true }],
          },
        ],
      },
      actionData: undefined,
    });
    expect(html).toContain("Deloitte");
    expect(html).toContain('aria-label="Move Sport events up"');
    expect(html).toContain('aria-label="Move Dam down"');
    expect(html).toContain("registration");
    expect(html).toContain("Create page");
  });

  it("edit a page in both languages with its audience, listing and session", () => {
    const html = render("nl", AdminPage, {
      loaderData: {
        page: {
          id: page.id,
          path: "sport-events",
          isPublic: true,
          titleNl: "Sportevenementen",
          titleEn: "Sport events",
          introNl: "",
          introEn: "",
          bodyNl: "",
          bodyEn: "",
          listing: "children",
          sessionId: "",
        },
        partner: { id: "p", slug: "deloitte", name: "Deloitte" },
        sessions: [
          {
            id: "44444444-4444-4444-8444-444444444444",
            slug: "dam-to-dam",
            titleNl: "Dam tot Damloop · Zondag",
            titleEn: "Dam to Dam · Sunday",
            startsAt: "2027-09-19T08:00:00.000Z",
          },
        ],
        timeZone: "Europe/Amsterdam",
        created: false,
      },
      actionData: {
        form: "page",
        result: {
          status: "error",
          initialValue: { intent: "save", path: "sport-events", isPublic: "yes", titleNl: "Sportevenementen" },
          error: { path: ["pages.errors.pathTaken"] },
        },
      },
    });
    expect(html).toContain("Titel (Nederlands)");
    expect(html).toContain("Inleiding (Engels)");
    expect(html).toContain("Dam tot Damloop · Zondag");
    expect(html).toContain("Deze partner heeft al een pagina op dit pad.");
    expect(html).toContain('href="#page-path"');
    expect(html).toContain('href="/nl/pages/deloitte/sport-events"');
    expect(html).toMatch(/id="page-isPublic"[^>]*checked/);
  });
});
