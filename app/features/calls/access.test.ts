import { describe, expect, it } from "vitest";
import { callAccess } from "./access";
import { milasSession } from "./call-fixture";

const appointment = milasSession;
const at = (iso: string) => new Date(iso);

describe("who may join a call, and when", () => {
  it("lets the member and the coach in from 10 minutes before until 30 minutes after", () => {
    expect(callAccess(appointment, "mila", at("2026-12-01T08:50:00Z"))).toEqual({ ok: true, role: "member" });
    expect(callAccess(appointment, "daan", at("2026-12-01T10:29:59Z"))).toEqual({ ok: true, role: "coach" });
  });

  it("refuses anyone else, an early and a late join, and a cancelled or finished appointment", () => {
    expect(callAccess(appointment, "eve", at("2026-12-01T09:10:00Z"))).toEqual({ ok: false, reason: "forbidden" });
    expect(callAccess(appointment, "mila", at("2026-12-01T08:49:59Z"))).toEqual({ ok: false, reason: "early" });
    expect(callAccess(appointment, "mila", at("2026-12-01T10:30:00Z"))).toEqual({ ok: false, reason: "ended" });
    expect(callAccess({ ...appointment, status: "cancelled" }, "mila", at("2026-12-01T09:10:00Z"))).toEqual({
      ok: false,
      reason: "cancelled",
    });
    expect(callAccess({ ...appointment, status: "completed" }, "daan", at("2026-12-01T09:10:00Z"))).toEqual({
      ok: false,
      reason: "ended",
    });
  });
});
