import { readFileSync } from "node:fs";
import { join } from "node:path";

/** A calendar file of `tests/fixtures/calendars`, as text. */
export function calendarFixture(name: string): string {
  return readFileSync(join(import.meta.dirname, "../../../tests/fixtures/calendars", name), "utf8");
}

/** The window a coach's calendar is read for: 60 days from `from`, on the coach's clock. */
export function sixtyDaysFrom(from: string, timeZone = "Europe/Amsterdam") {
  const start = new Date(from);
  return { from: start, to: new Date(start.getTime() + 60 * 86_400_000), timeZone };
}
