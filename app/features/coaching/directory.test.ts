import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type CoachOptions, createCoach } from "../../../tests/support/factories";
import { createTestDatabase, type TestDatabase } from "../../../tests/support/test-db";
import "~/utils/i18n/resources.server";
import { directorySearch, parseDirectoryQuery } from "./directory";
import { PAGE_SIZE, searchDirectory } from "./directory.server";
import { refreshAllNextFree } from "./next-free.server";

const now = new Date("2026-12-01T06:00:00Z");
let test: TestDatabase;

const bio = (topic: string) => ({
  bioNl: `Ik help je met ${topic}. We werken in kleine, haalbare stappen aan wat voor jou belangrijk is.`,
  bioEn: `I help you with ${topic}. We work in small, doable steps on what matters to you.`,
});

beforeAll(async () => {
  test = await createTestDatabase();
  for (const coach of [
    {
      slug: "sanne-bakker",
      name: "Sanne Bakker",
      published: true,
      headlineNl: "Beter slapen zonder pillen",
      headlineEn: "Sleep better without pills",
      ...bio("slaapproblemen en piekeren"),
      specialties: ["sleep", "stress"],
      languages: ["nl", "en"],
      modes: ["video"],
    },
    {
      slug: "youssef-amrani",
      name: "Youssef Amrani",
      published: true,
      headlineNl: "Loopbaan en leiderschap",
      headlineEn: "Career and leadership",
      ...bio("je loopbaan"),
      specialties: ["career", "leadership"],
      languages: ["nl", "ar"],
      modes: ["video", "in_person"],
      city: "Rotterdam",
    },
    {
      slug: "hidden-coach",
      name: "Hidden Coach",
      published: false,
      headlineNl: "Slaap",
      headlineEn: "Sleep",
      ...bio("slaap"),
      specialties: ["sleep"],
      languages: ["nl"],
      modes: ["video"],
    },
    ...Array.from({ length: PAGE_SIZE + 3 }, (_, i) => ({
      slug: `filler-${i}`,
      name: `Filler ${String(i).padStart(2, "0")}`,
      published: true,
      headlineNl: "Energie op het werk",
      headlineEn: "Energy at work",
      ...bio("energie"),
      specialties: ["energy"],
      languages: ["nl"],
      modes: ["video"],
    })),
  ] satisfies CoachOptions[]) {
    // Only Sanne works this week; the others have no hours at all.
    const hours = coach.slug === "sanne-bakker" ? [{ weekday: 3, startMinute: 540, endMinute: 720 }] : [];
    await createCoach(test.db, { ...coach, hours });
  }
  // "Available within 7 days" reads each coach's stored next free time, as the demo seed leaves it.
  await refreshAllNextFree(test.db, now);
});

afterAll(async () => {
  await test?.close();
});

const search = (query: string) => searchDirectory(test.db, parseDirectoryQuery(new URLSearchParams(query)), "nl", now);
const slugs = async (query: string) => (await search(query)).coaches.map((coach) => coach.slug);

describe("the coach directory", () => {
  it("finds by Dutch and English words, word beginnings, a misspelt name and a specialty's name", async () => {
    expect(await slugs("q=slapen")).toEqual(["sanne-bakker"]);
    expect(await slugs("q=sleeping")).toEqual(["sanne-bakker"]);
    expect(await slugs("q=loopb")).toEqual(["youssef-amrani"]);
    expect(await slugs("q=Yousef")).toEqual(["youssef-amrani"]);
    expect(await slugs("q=leiderschap")).toEqual(["youssef-amrani"]);
    // "Slaap" is the Dutch name of the sleep specialty.
    expect(await slugs("q=slaap")).toContain("sanne-bakker");
  });

  it("never shows unpublished coaches", async () => {
    expect(await slugs("q=hidden")).toEqual([]);
  });

  it("filters on specialty, language and mode, and on a free slot within 7 days", async () => {
    expect(await slugs("specialty=career")).toEqual(["youssef-amrani"]);
    expect(await slugs("language=ar")).toEqual(["youssef-amrani"]);
    expect(await slugs("mode=in_person")).toEqual(["youssef-amrani"]);
    const soon = await search("soon=1");
    expect(soon.coaches.map((coach) => coach.slug)).toEqual(["sanne-bakker"]);
    // Wednesday 2 December, 09:00 in Amsterdam.
    expect(soon.coaches[0]?.nextSlot).toBe("2026-12-02T08:00:00.000Z");
  });

  it("pages the results and ignores what it does not know", async () => {
    const first = await search("specialty=energy");
    expect(first).toMatchObject({ total: PAGE_SIZE + 3, page: 1, pages: 2 });
    expect(first.coaches).toHaveLength(PAGE_SIZE);
    const second = await search("specialty=energy&page=2");
    expect(second.coaches).toHaveLength(3);
    // A page past the end shows the last page; unknown values are dropped.
    expect((await search("specialty=energy&page=99")).page).toBe(2);
    expect(parseDirectoryQuery(new URLSearchParams("specialty=juggling&mode=fax&page=-3"))).toMatchObject({
      specialty: null,
      mode: null,
      page: 1,
    });
  });

  it("keeps its state in the URL", () => {
    const query = parseDirectoryQuery(new URLSearchParams("q=rust&language=en&soon=1&page=3"));
    expect(directorySearch(query)).toBe("?q=rust&language=en&soon=1");
    expect(directorySearch(query, { page: 2 })).toBe("?q=rust&language=en&soon=1&page=2");
  });
});
