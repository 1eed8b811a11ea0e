import { eq } from "drizzle-orm";
import type { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callAttendance } from "~/db/schema/calls";
import { appointments } from "~/db/schema/coaching";
import { coachPractice } from "~/features/accounts/areas.server";
import type { CurrentUser } from "~/features/accounts/session.server";
import { AbsenceNote } from "~/features/calls/components/absence-note";
import { serveAppFrom } from "../../../tests/support/app-database";
import { createAppointment, createCoachUser, createMember } from "../../../tests/support/factories";
import { drawPage, loaderData, postForm } from "../../../tests/support/route-form";
import { createTestDatabase, type TestDatabase } from "../../../tests/support/test-db";
import CoachAppointment, { action, loader } from "./appointment";
import CoachHome, { loader as homeLoader } from "./home";

// Who never joined, on the coach's pages: a session whose member never came asks the coach to
// confirm the no-show (on its page and on the coach's home), a session the coach missed says it
// does not count for the member, and a no-show the attendance does not bear out is refused with
// the reason. The member's note says the same in their words.

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

let test: TestDatabase;
let app: { release(): void };
type Practice = Awaited<ReturnType<typeof createCoachUser>>;
let daan: Practice;
let sanne: Practice;
const ids = { missed: "", coachAbsent: "", justEnded: "" };

const asCoach =
  (handler: (args: never) => Promise<unknown>, practice: Practice = daan) =>
  (args: { context: RouterContextProvider }) => {
    args.context.set(coachPractice, practice.coach as never);
    return handler(args as never);
  };

const post = (id: string, values: Record<string, string>) =>
  postForm(asCoach(action), `/coach/appointments/${id}`, { id }, values, null);

async function page(id: string, actionData?: unknown) {
  const data = await loaderData(asCoach(loader), `/coach/appointments/${id}`, { id }, null);
  return drawPage(CoachAppointment, `/coach/appointments/${id}`, { loaderData: data, actionData });
}

async function home(practice: Practice, lng: "nl" | "en") {
  const user = { ...practice.user, roles: ["coach"] } as unknown as CurrentUser;
  const data = await loaderData(asCoach(homeLoader, practice) as never, "/coach", {}, user);
  return drawPage(CoachHome, "/coach", { loaderData: data }, lng);
}

const statusOf = async (id: string) =>
  (await test.db.select({ status: appointments.status }).from(appointments).where(eq(appointments.id, id)))[0]?.status;

beforeAll(async () => {
  test = await createTestDatabase();
  app = serveAppFrom(test);
  const now = Date.now();
  daan = await createCoachUser(test.db, {
    user: { name: "Daan Bakker" },
    slug: "daan-absence",
    timeZone: "Europe/Amsterdam",
  });
  sanne = await createCoachUser(test.db, { user: { name: "Sanne Smit" }, slug: "sanne-absence" });
  const noor = await createMember(test.db, { name: "Noor Jansen" });
  // As the sweep leaves them: Noor never joined; Daan never joined another (cancelled on his side).
  ids.missed = (
    await createAppointment(test.db, {
      coachId: daan.coach.id,
      memberId: noor.id,
      startsAt: new Date(now - 3 * HOUR),
      absence: "member",
      absenceCheckedAt: new Date(now - HOUR),
    })
  ).id;
  ids.coachAbsent = (
    await createAppointment(test.db, {
      coachId: daan.coach.id,
      memberId: noor.id,
      startsAt: new Date(now - 6 * HOUR),
      status: "cancelled",
      cancelledBy: "coach",
      cancelledAt: new Date(now - HOUR),
      absence: "coach",
      absenceCheckedAt: new Date(now - HOUR),
    })
  ).id;
  // Ended five minutes ago; Noor came, Daan did not: not checked yet, and no no-show to mark.
  ids.justEnded = (
    await createAppointment(test.db, {
      coachId: daan.coach.id,
      memberId: noor.id,
      startsAt: new Date(now - HOUR - 5 * MINUTE),
    })
  ).id;
  await test.db.insert(callAttendance).values({
    appointmentId: ids.justEnded,
    userId: noor.id,
    role: "member",
    joinedAt: new Date(now - HOUR - 5 * MINUTE),
  });
}, 120_000);

afterAll(async () => {
  app.release();
  await test.close();
});

describe("who never joined, on the coach's pages", () => {
  it("asks to confirm the no-show of a member who never joined, and saves the answer", async () => {
    const html = await page(ids.missed);
    expect(html).toContain("Noor Jansen never joined");
    expect(html).toMatch(/<button[^>]*value="no_show"[^>]*>Confirm no-show<\/button>/);
    expect(html).toMatch(/<button[^>]*value="completed"[^>]*>They were there<\/button>/);
    const answer = await post(ids.missed, { intent: "no_show" });
    expect(answer.status).toBe(200);
    expect(await statusOf(ids.missed)).toBe("no_show");
    expect(await page(ids.missed)).not.toContain("Confirm no-show");
  });

  it("says a session the coach missed does not count for the member", async () => {
    const html = await page(ids.coachAbsent);
    expect(html).toContain("You were not in the call in time");
    expect(html).toContain("This session does not count for Noor Jansen");
    expect(html).not.toContain("Confirm no-show");
  });

  it("refuses a no-show when the coach was not in the call, with the reason, and changes nothing", async () => {
    const answer = await post(ids.justEnded, { intent: "no_show" });
    expect(answer.status).toBe(409);
    expect((answer.data as { form: string }).form).toBe("mark");
    const html = await page(ids.justEnded, answer.data);
    expect(html).toContain("You cannot mark a no-show: you did not join the call");
    expect(await statusOf(ids.justEnded)).toBe("confirmed");
  });
});

describe("the coach's home", () => {
  it("lists the sessions waiting for a no-show to be confirmed, for their coach alone", async () => {
    // The one Noor missed was confirmed above; another waits.
    const waiting = await createAppointment(test.db, {
      coachId: daan.coach.id,
      memberId: null,
      startsAt: new Date(Date.now() - 10 * HOUR),
      absence: "member",
      absenceCheckedAt: new Date(),
    });
    const nl = await home(daan, "nl");
    expect(nl).toContain("Niet gekomen: bevestig een no-show");
    expect(nl).toContain(`href="/coach/appointments/${waiting.id}"`);
    expect(nl).toContain("Een voormalig lid kwam niet");
    expect(nl).not.toContain("Noor Jansen kwam niet");
    expect(await home(daan, "en")).toContain("Never joined: confirm a no-show");
    expect(await home(sanne, "en")).not.toContain("Never joined");
  });
});

describe("the member's note", () => {
  it("says a session the coach missed does not count, and nothing otherwise", () => {
    const draw = (absence: "member" | "coach" | "both" | null, lng: "nl" | "en") =>
      drawPage(() => <AbsenceNote absence={absence} />, "/x", { loaderData: null }, lng);
    expect(draw("coach", "en")).toContain("Your coach did not join in time; this session does not count.");
    expect(draw("both", "nl")).toContain("Je coach kwam niet op tijd; deze sessie telt niet mee.");
    expect(draw("member", "en")).not.toContain("does not count");
    expect(draw(null, "en")).not.toContain("does not count");
  });
});
