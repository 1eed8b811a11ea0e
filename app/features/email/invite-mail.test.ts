import { describe, expect, it } from "vitest";
import { unfoldIcs } from "~/features/coaching/ics";
import { mailOrganizer } from "~/utils/env.server";
import { type CalendarInvite, inviteAttachment, inviteMail } from "./invite-mail.server";

const invite: CalendarInvite = {
  method: "REQUEST",
  uid: "abc@vitaal",
  sequence: 2,
  start: new Date("2026-12-03T09:00:00Z"),
  end: new Date("2026-12-03T10:00:00Z"),
  now: new Date("2026-12-01T06:00:00Z"),
  summary: "Coaching, with Daan",
  description: "Open it:\nhttps://vitaal.example/nl/coaching/abc",
  url: "https://vitaal.example/nl/coaching/abc",
  attendees: [{ name: "Mila de Vries", email: "mila@example.com" }],
};

describe("invite mail", () => {
  it("attaches a request or a cancel, organised by the sender of every mail", () => {
    const request = inviteAttachment(invite);
    expect(request).toMatchObject({
      filename: "invite.ics",
      contentType: "text/calendar; charset=utf-8; method=REQUEST",
    });
    const lines = unfoldIcs(request.content);
    expect(lines).toContain("METHOD:REQUEST");
    expect(lines).toContain("SEQUENCE:2");
    expect(lines).toContain(`ORGANIZER;CN=Vitaal:mailto:${mailOrganizer().email}`);
    const cancel = inviteAttachment({ ...invite, method: "CANCEL", sequence: 3 });
    expect(cancel).toMatchObject({
      filename: "cancel.ics",
      contentType: "text/calendar; charset=utf-8; method=CANCEL",
    });
    expect(unfoldIcs(cancel.content)).toEqual(expect.arrayContaining(["METHOD:CANCEL", "STATUS:CANCELLED"]));
  });

  it("is a house-style mail to one person, with the invite or without one", () => {
    const mail = inviteMail({
      to: "mila@example.com",
      lng: "en",
      subject: "Confirmed",
      name: "Mila",
      paragraphs: ["See you then."],
      action: { label: "Open", url: "https://vitaal.example/en/coaching/abc" },
      invite,
    });
    expect(mail.to).toBe("mila@example.com");
    expect(mail.subject).toBe("Confirmed");
    expect(mail.text).toContain("See you then.");
    expect(mail.html).toContain('href="https://vitaal.example/en/coaching/abc"');
    expect(mail.attachments).toEqual([inviteAttachment(invite)]);
    const waitlisted = inviteMail({
      to: "mila@example.com",
      lng: "nl",
      subject: "Wachtlijst",
      name: "Mila",
      paragraphs: [],
      invite: null,
    });
    expect(waitlisted.attachments).toEqual([]);
  });
});
