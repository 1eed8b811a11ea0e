import { describe, expect, it } from "vitest";
import { appointmentFormSchema, BOOKING_INVALID, bookingFormSchema, TOPIC_LIMIT } from "./booking.schema";
import { readForm } from "./submission-fixture";

const key = "7f1c7a52-3b8e-4a51-9a44-0c8f5e0d2b11";
const appointment = "0b9f4c1e-6d2a-4f7b-8c3e-5a1d9e2f7b40";
const booking = { kind: "intake", start: "2027-03-01T09:00:00.000Z", idempotencyKey: key };

describe("the booking form", () => {
  it("accepts what the page sends, trims the topic and reads the start as an instant", () => {
    const result = readForm(bookingFormSchema, { ...booking, topic: "  Sleep\nand stress  " });
    expect(result).toEqual({
      ok: true,
      data: {
        kind: "intake",
        start: new Date("2027-03-01T09:00:00.000Z"),
        topic: "Sleep\nand stress",
        idempotencyKey: key,
        reschedule: null,
      },
    });
  });

  it("takes a move without a topic, and an empty reschedule as none", () => {
    const moved = readForm(bookingFormSchema, { ...booking, reschedule: appointment });
    expect(moved.ok && moved.data).toMatchObject({ topic: "", reschedule: appointment });
    const plain = readForm(bookingFormSchema, { ...booking, reschedule: "" });
    expect(plain.ok && plain.data.reschedule).toBeNull();
  });

  it.each([
    ["an unknown kind", { kind: "therapy" }, "kind"],
    ["a start that is no instant", { start: "tomorrow" }, "start"],
    ["a key that is no UUID", { idempotencyKey: "1' or '1'='1" }, "idempotencyKey"],
    ["an appointment that is no UUID", { reschedule: "abc" }, "reschedule"],
  ])("refuses %s", (_, change, field) => {
    const result = readForm(bookingFormSchema, { ...booking, ...change });
    expect(result).toEqual({ ok: false, errors: { [field]: BOOKING_INVALID } });
  });

  it("refuses a missing kind, start or key", () => {
    const result = readForm(bookingFormSchema, {});
    expect(result).toEqual({
      ok: false,
      errors: { kind: BOOKING_INVALID, start: BOOKING_INVALID, idempotencyKey: BOOKING_INVALID },
    });
  });

  it("refuses a topic that is too long or holds control characters, with its own message", () => {
    const long = readForm(bookingFormSchema, { ...booking, topic: "x".repeat(TOPIC_LIMIT + 1) });
    expect(long).toEqual({ ok: false, errors: { topic: "booking.topicTooLong" } });
    const nul = readForm(bookingFormSchema, { ...booking, topic: "a\u0000b" });
    expect(nul).toEqual({ ok: false, errors: { topic: "errors.controlCharacters" } });
  });
});

describe("the appointment form", () => {
  it("knows cancelling, and nothing else", () => {
    expect(readForm(appointmentFormSchema, { intent: "cancel" })).toEqual({
      ok: true,
      data: { intent: "cancel" },
    });
    expect(readForm(appointmentFormSchema, { intent: "reschedule" })).toEqual({
      ok: false,
      errors: { intent: BOOKING_INVALID },
    });
    expect(readForm(appointmentFormSchema, {})).toEqual({ ok: false, errors: { intent: BOOKING_INVALID } });
  });
});
