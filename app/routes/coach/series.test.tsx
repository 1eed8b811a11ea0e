import { eq } from "drizzle-orm";
import type { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { appointmentSeries, appointments } from "~/db/schema/coaching";
import { coachPractice } from "~/features/accounts/areas.server";
import type { CurrentUser } from "~/features/accounts/session.server";
import { serveAppFrom } from "../../../tests/support/app-database";
import {
  addDateOverride,
  addPartnerMember,
  createAppointment,
  createCoach,
  createMember,
  createPartner,
  everyDay,
} from "../../../tests/support/factories";
import { drawPage, loaderData, postForm } from "../../../tests/support/route-form";
import { createTestDatabase, type TestDatabase } from "../../../tests/support/test-db";
import MemberAppointment, { loader as memberLoader } from "../coaching/appointment";
import CoachSeries, { action, loader } from "./series";

// The coach's series page as a browser without JavaScript uses it: the preview by a GET form, the
// post that books every date or none, the refusals (a bad form, a date taken meanwhile, an intake,
// a former member), another coach's appointment not found; and the member's page of a booked
// occurrence saying which of the series it is.

let test: TestDatabase;
let app: { release(): void };
let coach: Awaited<ReturnType<typeof createCoach>>;
let other: Awaited<ReturnType<typeof createCoach>>;
let member: CurrentUser;
let coaching: string;
let intake: string;
let former: string;
const coachUser = {
  id: "coach-user",
  name: "Daan",
  email: "daan@example.com",
  locale: "en",
  timeZone: "Europe/Amsterdam",
} as unknown as CurrentUser;

const DAY = 86_400_000;
/** 10:00 in Amsterdam (09:00 UTC in winter, 08:00 in summer), `days` from today. */
function tenOClock(days: number): Date {
  const date = new Date(Date.now() + days * DAY).toISOString().slice(0, 10);
  const utc = new Date(`${date}T10:00:00Z`);
  const offset =
    Number(
      new Intl.DateTimeFormat("en", { timeZone: "Europe/Amsterdam", hour: "numeric", hourCycle: "h23" }).format(utc),
    ) - 10;
  return new Date(utc.getTime() - offset * 3_600_000);
}
const dateOf = (value: Date) => new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Amsterdam" }).format(value);

const asCoach =
  (handler: (args: never) => Promise<unknown>, practice = coach) =>
  (args: { context: RouterContextProvider }) => {
    args.context.set(coachPractice, practice as never);
    return handler(args as never);
  };
const path = (id: string, search = "") => `/coach/appointments/${id}/series${search}`;
const post = (id: string, values: Record<string, string>, practice = coach) =>
  postForm(asCoach(action, practice), path(id), { id }, values, coachUser);
const key = () => crypto.randomUUID();

async function page(id: string, search = "", actionData?: unknown, lng: "en" | "nl" = "en") {
  const data = await loaderData(asCoach(loader), path(id, search), { id }, coachUser);
  return drawPage(CoachSeries, path(id, search), { loaderData: data, actionData }, lng);
}

beforeAll(async () => {
  test = await createTestDatabase();
  app = serveAppFrom(test);
  coach = await createCoach(test.db, {
    name: "Daan Bakker",
    timeZone: "Europe/Amsterdam",
    hours: everyDay(540, 1020),
    published: true,
  });
  other = await createCoach(test.db, { name: "Sanne de Vries" });
  const partner = await createPartner(test.db, { slug: "acme", name: "Acme", coachingAllowance: 12 });
  const row = await createMember(test.db, { name: "Noor Jansen", emailVerified: true, onboarding: new Date() });
  await addPartnerMember(test.db, partner.id, row.id);
  member = { ...row, timeZone: "Europe/Amsterdam" } as unknown as CurrentUser;
  // Public holidays are days off unless the coach gives the date its own hours: these dates are
  // working days, whatever the time of year this runs.
  for (let week = 1; week <= 3; week++)
    await addDateOverride(test.db, coach.id, dateOf(tenOClock(3 + 7 * week)), { startMinute: 540, endMinute: 1020 });
  coaching = (
    await createAppointment(test.db, { coachId: coach.id, memberId: row.id, kind: "coaching", startsAt: tenOClock(3) })
  ).id;
  intake = (
    await createAppointment(test.db, {
      coachId: coach.id,
      memberId: row.id,
      kind: "intake",
      startsAt: tenOClock(2),
      endsAt: new Date(tenOClock(2).getTime() + 1_800_000),
    })
  ).id;
  former = (
    await createAppointment(test.db, {
      coachId: coach.id,
      memberId: null,
      kind: "coaching",
      startsAt: tenOClock(-5),
      status: "completed",
    })
  ).id;
}, 120_000);

afterAll(async () => {
  app.release();
  await test.close();
});

describe("the coach books the following sessions", () => {
  it("previews the dates after the appointment, each free, with one button to book them", async () => {
    const html = await page(coaching, "?repeat=1&count=2");
    expect(html).toContain("Book the following sessions");
    expect(html).toContain("Noor Jansen");
    expect(html.match(/>Free</g)).toHaveLength(2);
    expect(html).toContain("Book 2 sessions");
    const nl = await page(coaching, "?repeat=1&count=2", undefined, "nl");
    expect(nl).toContain("2 sessies boeken");
  });

  it("refuses a bad form with its message, booking nothing", async () => {
    const answer = await post(coaching, { intent: "book", intervalWeeks: "3", count: "13", idempotencyKey: key() });
    expect(answer.status).toBe(400);
    expect(await test.db.select().from(appointmentSeries)).toHaveLength(0);
    const html = await page(coaching, "?repeat=1&count=2", answer.data);
    expect(html).toContain("Choose 2 to 12 sessions.");
  });

  it("does not find another coach's appointment, nor one that is no appointment", async () => {
    await expect(loaderData(asCoach(loader, other), path(coaching), { id: coaching }, coachUser)).rejects.toMatchObject(
      { init: { status: 404 } },
    );
    expect(
      (await post(coaching, { intent: "book", intervalWeeks: "1", count: "2", idempotencyKey: key() }, other)).status,
    ).toBe(404);
    expect(
      (await post("not-an-id", { intent: "book", intervalWeeks: "1", count: "2", idempotencyKey: key() })).status,
    ).toBe(404);
  });

  it("explains why no series follows an intake or a former member's session", async () => {
    expect(await page(intake)).toContain("This is an intake.");
    expect(await page(former)).toContain("no longer has an account");
    const answer = await post(intake, { intent: "book", intervalWeeks: "1", count: "2", idempotencyKey: key() });
    expect(answer.status).toBe(409);
    expect(await page(intake, "", answer.data)).toContain("This is an intake.");
  });

  it("books the series for the member, and the member's page says which of the series it is", async () => {
    const answer = await post(coaching, { intent: "book", intervalWeeks: "1", count: "2", idempotencyKey: key() });
    expect(answer.status).toBe(302);
    const booked = await test.db.select().from(appointments).where(eq(appointments.memberId, member.id));
    const inSeries = booked.filter((row) => row.seriesId).sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
    expect(inSeries.map((row) => dateOf(row.startsAt))).toEqual([dateOf(tenOClock(10)), dateOf(tenOClock(17))]);
    expect(answer.location).toBe(`/coach/appointments/${inSeries[0]?.id}/series?booked=1`);
    expect(await test.db.select().from(appointmentSeries)).toMatchObject([{ bookedBy: "coach", occurrences: 2 }]);
    const second = inSeries[1]?.id as string;
    const data = await loaderData(memberLoader, `/nl/coaching/${second}`, { lng: "nl", id: second }, member);
    const html = drawPage(
      (props: object) => (
        <MemberAppointment {...(props as Parameters<typeof MemberAppointment>[0])} params={{ lng: "nl", id: second }} />
      ),
      `/nl/coaching/${second}`,
      { loaderData: data },
      "nl",
    );
    expect(html).toContain("Deel van een reeks: 2 van 2");
    expect(html).toContain(`href="/nl/coaching/${inSeries[0]?.id}"`);
  });

  it("refuses the whole series when a date is taken meanwhile, naming it", async () => {
    // The week after the booked series: the third Thursday is taken by someone else.
    const third = tenOClock(24);
    await createAppointment(test.db, { coachId: coach.id, memberId: null, startsAt: third, status: "confirmed" });
    const answer = await post(coaching, { intent: "book", intervalWeeks: "1", count: "3", idempotencyKey: key() });
    // The first two dates are the series just booked: taken as well.
    expect(answer.status).toBe(409);
    const html = await page(coaching, "?repeat=1&count=3", answer.data);
    expect(html).toContain("These dates are no longer free");
    expect(await test.db.select().from(appointmentSeries)).toHaveLength(1);
  });
});
