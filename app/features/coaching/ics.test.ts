import { describe, expect, it } from "vitest";
import { buildIcs, escapeText, foldLine, icsSafe, unfoldIcs } from "./ics";

/** Every bidirectional formatting character: embeddings, overrides, isolates and the marks. */
const BIDI = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this looks for
const CONTROL = /[\u0000-\u0008\u000a-\u001f\u007f-\u009f]/;

const event = {
  method: "REQUEST" as const,
  uid: "5d1c7a2e-8d3b-4b7e-9a51-0c2f6e4b9d10@vitaal",
  sequence: 0,
  start: new Date("2026-11-23T09:30:00Z"),
  end: new Date("2026-11-23T10:30:00Z"),
  now: new Date("2026-11-22T12:00:00Z"),
  summary: "Coachgesprek met Daan Bakker (Vitaal)",
  description: "Je afspraak op Vitaal.\nhttps://vitaal.example/nl/coaching/1",
  url: "https://vitaal.example/nl/coaching/1",
  organizer: { name: "Vitaal", email: "no-reply@vitaal.example" },
  attendees: [
    { name: "Bakker, Daan", email: "coach@example.com" },
    { name: 'Mila "M" de Vries', email: "member@example.com" },
  ],
};

describe("calendar invites", () => {
  it("writes one event with a stable UID, times in UTC and CRLF line ends", () => {
    const ics = buildIcs(event);
    expect(ics.endsWith("\r\n")).toBe(true);
    expect(ics.replace(/\r\n/g, "")).not.toContain("\n");
    const lines = unfoldIcs(ics);
    expect(lines.slice(0, 5)).toEqual([
      "BEGIN:VCALENDAR",
      "VERSION:2.0",
      "PRODID:-//Vitaal//Coaching//NL",
      "CALSCALE:GREGORIAN",
      "METHOD:REQUEST",
    ]);
    expect(lines).toContain(`UID:${event.uid}`);
    expect(lines).toContain("SEQUENCE:0");
    expect(lines).toContain("DTSTAMP:20261122T120000Z");
    expect(lines).toContain("DTSTART:20261123T093000Z");
    expect(lines).toContain("DTEND:20261123T103000Z");
    expect(lines).toContain("STATUS:CONFIRMED");
    expect(lines).toContain("ORGANIZER;CN=Vitaal:mailto:no-reply@vitaal.example");
    expect(lines).toContain(
      'ATTENDEE;CN="Bakker, Daan";ROLE=REQ-PARTICIPANT;PARTSTAT=NEEDS-ACTION;RSVP=FALSE:mailto:coach@example.com',
    );
    expect(lines).toContain(
      "ATTENDEE;CN=Mila M de Vries;ROLE=REQ-PARTICIPANT;PARTSTAT=NEEDS-ACTION;RSVP=FALSE:mailto:member@example.com",
    );
    expect(lines.at(-1)).toBe("END:VCALENDAR");
  });

  it("cancels the same event with a higher sequence", () => {
    const lines = unfoldIcs(buildIcs({ ...event, method: "CANCEL", sequence: 2 }));
    expect(lines).toContain("METHOD:CANCEL");
    expect(lines).toContain("STATUS:CANCELLED");
    expect(lines).toContain("SEQUENCE:2");
    expect(lines).toContain(`UID:${event.uid}`);
  });

  it("escapes text values", () => {
    expect(escapeText("a,b;c\\d\ne")).toBe("a\\,b\\;c\\\\d\\ne");
    const lines = unfoldIcs(buildIcs(event));
    expect(lines).toContain("DESCRIPTION:Je afspraak op Vitaal.\\nhttps://vitaal.example/nl/coaching/1");
  });

  it("folds long lines at 75 octets without splitting a character, and unfolds them back", () => {
    const long = `DESCRIPTION:${"Een rustige, ééntje-per-week sessie over veerkracht 🌱 en slaap. ".repeat(4)}`;
    const folded = foldLine(long);
    for (const line of folded.split("\r\n")) {
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
      expect(line).not.toContain("\uFFFD");
    }
    expect(unfoldIcs(`${folded}\r\n`)).toEqual([long]);
    const ics = buildIcs({ ...event, description: long });
    for (const line of ics.split("\r\n")) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
  });

  it("takes bidi controls and control characters out of every text, whatever was stored", () => {
    const bidi = "\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069\u200e\u200f\u061c";
    expect(icsSafe(`Daan \u202Enakkab${bidi}`)).toBe("Daan nakkab");
    expect(escapeText("a\u0000b\u001bc\u007fd\u0085e\u2028f\u2029g\rh")).toBe("abcd\\ne\\nf\\ng\\nh");
    const ics = buildIcs({
      ...event,
      summary: `Coachgesprek met Mila \u202Eseirv ed${bidi}`,
      description: `Je afspraak\u2066 op Vitaal.\u0007\nhttps://vitaal.example/nl/coaching/1\u2069`,
      location: `Utrecht\u202B, kamer 2\u202C\u0000`,
      organizer: { name: "Vitaal\u202E", email: "no-reply@vitaal.example" },
      attendees: [{ name: `Daan\u2067 Bakker\r\nX-INJECTED:1${bidi}`, email: "coach@example.com\r\nX-INJECTED:2" }],
    });
    expect(ics).not.toMatch(BIDI);
    // Line ends are CRLF and only CRLF: no bare CR, LF or other control character anywhere.
    expect(ics.replace(/\r\n/g, "")).not.toMatch(CONTROL);
    const lines = unfoldIcs(ics);
    expect(lines.some((line) => line.startsWith("X-INJECTED"))).toBe(false);
    expect(lines).toContain("SUMMARY:Coachgesprek met Mila seirv ed");
    expect(lines).toContain("DESCRIPTION:Je afspraak op Vitaal.\\nhttps://vitaal.example/nl/coaching/1");
    expect(lines).toContain("LOCATION:Utrecht\\, kamer 2");
    expect(lines).toContain("ORGANIZER;CN=Vitaal:mailto:no-reply@vitaal.example");
    expect(lines).toContain(
      'ATTENDEE;CN="Daan Bakker X-INJECTED:1";ROLE=REQ-PARTICIPANT;PARTSTAT=NEEDS-ACTION;RSVP=FALSE:mailto:coach@example.comX-INJECTED:2',
    );
  });

  it("keeps right-to-left writing and tabs, which are text", () => {
    expect(escapeText("שלום\tسلام")).toBe("שלום\tسلام");
  });
});
