import { describe, expect, it } from "vitest";
import { canCancel, localised, monthOf, parseMonth, registrationWindow } from "./events";

describe("event rules", () => {
  const session = {
    startsAt: new Date("2027-05-01T08:00:00Z"),
    registrationDeadline: new Date("2027-04-28T22:00:00Z"),
  };

  it("takes registrations until the deadline, never after the start", () => {
    expect(registrationWindow(session, new Date("2027-04-28T21:59:59Z"))).toBe("open");
    expect(registrationWindow(session, new Date("2027-04-28T22:00:00Z"))).toBe("deadline-passed");
    expect(registrationWindow(session, new Date("2027-05-01T08:00:00Z"))).toBe("started");
    expect(canCancel(session, new Date("2027-04-30T10:00:00Z"))).toBe(true);
    expect(canCancel(session, new Date("2027-05-01T08:00:00Z"))).toBe(false);
  });

  it("takes no registrations once the back office cancelled the session", () => {
    const cancelled = { ...session, cancelledAt: new Date("2027-04-01T10:00:00Z") };
    expect(registrationWindow(cancelled, new Date("2027-04-02T10:00:00Z"))).toBe("cancelled");
    expect(registrationWindow({ ...session, cancelledAt: null }, new Date("2027-04-02T10:00:00Z"))).toBe("open");
  });

  it("reads a month filter and places instants in Amsterdam months", () => {
    expect(parseMonth("2027-03")).toBe("2027-03");
    for (const bad of ["2027-13", "2027-3", "march", "", null, "2027-03-01"]) expect(parseMonth(bad)).toBeNull();
    // 23:30 UTC on the last of March is already April in Amsterdam.
    expect(monthOf(new Date("2027-03-31T23:30:00Z"), "Europe/Amsterdam")).toBe("2027-04");
    expect(monthOf(new Date("2027-03-31T21:30:00Z"), "Europe/Amsterdam")).toBe("2027-03");
  });

  it("picks the text of the page's language", () => {
    const row = { titleNl: "Lenteloop", titleEn: "Spring run" };
    expect(localised(row, "title", "nl")).toBe("Lenteloop");
    expect(localised(row, "title", "en")).toBe("Spring run");
  });
});
