import { describe, expect, it } from "vitest";
import { isAppError } from "~/utils/app-error";
import { MAX_BYTES, MAX_ROWS, parseCsvRecords, parseInviteCsv, parseInviteText } from "./invite-list";

/** The messages per field a list was refused with, or null when it was read. */
function refusal(read: () => unknown): Record<string, string> | null {
  try {
    read();
  } catch (error) {
    if (isAppError(error) && error.code === "invalid") return error.fields;
    throw error;
  }
  return null;
}

describe("parseCsvRecords", () => {
  it("reads quoted fields with commas, doubled quotes and line breaks, after a BOM", () => {
    const records = parseCsvRecords('\uFEFFname,email\r\n"Jansen, Eva","eva@example.com"\n"Say ""hi""\nthere",x\n');
    expect(records).toEqual([
      { line: 1, fields: ["name", "email"] },
      { line: 2, fields: ["Jansen, Eva", "eva@example.com"] },
      { line: 3, fields: ['Say "hi"\nthere', "x"] },
    ]);
  });

  it("refuses a quote that never closes", () => {
    expect(parseCsvRecords('"Eva,eva@example.com\n')).toBeNull();
  });

  it("skips blank records and reads a last line without a line break", () => {
    expect(parseCsvRecords("a,b\n\n,\nc,d")).toEqual([
      { line: 1, fields: ["a", "b"] },
      { line: 4, fields: ["c", "d"] },
    ]);
  });
});

describe("parseInviteText", () => {
  it("reads Name <address> and name,address lines, lower-casing the address", () => {
    const list = parseInviteText(
      'Eva de Wit <Eva@Example.com>\n\n"Tom Bos" <tom@example.com>\nSam Smit, sam@example.com\n',
    );
    expect(list).toEqual({
      ok: true,
      rows: [
        { line: 1, name: "Eva de Wit", email: "eva@example.com" },
        { line: 3, name: "Tom Bos", email: "tom@example.com" },
        { line: 4, name: "Sam Smit", email: "sam@example.com" },
      ],
    });
  });

  it("reports each bad row by its line and keeps the good ones", () => {
    const list = parseInviteText(
      "Eva <eva@example.com>\nno address here\nTom, not-an-address\n <a@example.com>\nEva again <EVA@example.com>\nBad\u0007Name, b@example.com",
    );
    expect(list.rows.map((row) => [row.line, row.problem])).toEqual([
      [1, undefined],
      [2, "columns"],
      [3, "email"],
      [4, "name"],
      [5, "duplicate"],
      [6, "name"],
    ]);
  });

  it("refuses an empty list, too many rows and too much text", () => {
    expect(refusal(() => parseInviteText(" \n \n"))).toEqual({ list: "coaches.errors.list-empty" });
    const many = Array.from({ length: MAX_ROWS + 1 }, (_, n) => `P ${n} <p${n}@example.com>`).join("\n");
    expect(refusal(() => parseInviteText(many))).toEqual({ list: "coaches.errors.list-too-many" });
    expect(refusal(() => parseInviteText("x".repeat(MAX_BYTES + 1)))).toEqual({
      list: "coaches.errors.list-too-large",
    });
  });
});

describe("parseInviteCsv", () => {
  it("finds the columns by their header, in any order, with a BOM and CRLF", () => {
    const list = parseInviteCsv('\uFEFFE-mail;Naam\r\neva@example.com;"de Wit; Eva"\r\n');
    expect(list).toEqual({ ok: true, rows: [{ line: 2, name: "de Wit; Eva", email: "eva@example.com" }] });
  });

  it("takes name then address without a header", () => {
    const list = parseInviteCsv("Eva,eva@example.com\nTom\n");
    expect(list.rows).toEqual([
      { line: 1, name: "Eva", email: "eva@example.com" },
      { line: 2, name: "Tom", email: "", problem: "columns" },
    ]);
  });

  it("refuses an unreadable file, an empty one and more than the maximum of rows", () => {
    expect(refusal(() => parseInviteCsv('name,email\n"Eva,eva@example.com'))).toEqual({
      file: "coaches.errors.list-unreadable",
    });
    expect(refusal(() => parseInviteCsv("name,email\n"))).toEqual({ file: "coaches.errors.list-empty" });
    const many = Array.from({ length: MAX_ROWS + 1 }, (_, n) => `P ${n},p${n}@example.com`).join("\n");
    expect(refusal(() => parseInviteCsv(`name,email\n${many}`))).toEqual({ file: "coaches.errors.list-too-many" });
  });
});
