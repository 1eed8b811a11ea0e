import { describe, expect, it } from "vitest";
import { parseCsvRecords } from "~/features/admin/invite-list";
import { attachment, csvCell, csvDocument } from "./csv";

describe("csvCell", () => {
  it.each([
    ["=SUM(A1:A2)", "'=SUM(A1:A2)"],
    ["+31 6 1234", "'+31 6 1234"],
    ["-2+3", "'-2+3"],
    ["@cmd", "'@cmd"],
    ["\tx", "'\tx"],
    ["\r=1", '"\'\r=1"'],
  ])("makes %j inert", (input, output) => {
    expect(csvCell(input)).toBe(output);
  });

  it("quotes separators, quotes and line breaks", () => {
    expect(csvCell('a "b", c')).toBe('"a ""b"", c"');
    expect(csvCell("a;b")).toBe('"a;b"');
    expect(csvCell("line\nbreak")).toBe('"line\nbreak"');
    expect(csvCell(" padded ")).toBe('" padded "');
  });

  it("writes numbers as numbers and nothing as empty", () => {
    expect(csvCell(12)).toBe("12");
    expect(csvCell(-3)).toBe("-3");
    expect(csvCell(Number.NaN)).toBe("");
    expect(csvCell(null)).toBe("");
    expect(csvCell(undefined)).toBe("");
    expect(csvCell("plain text")).toBe("plain text");
  });
});

describe("csvDocument", () => {
  it("round-trips through an RFC 4180 reader, formulas made text", () => {
    const rows = [
      ["name", "value"],
      ['He said "hi", twice', 3],
      ['=HYPERLINK("http://x")', "multi\nline"],
    ];
    const text = csvDocument(rows);
    expect(text.startsWith("\uFEFF")).toBe(true);
    expect(text.endsWith("\r\n")).toBe(true);
    const records = parseCsvRecords(text.replace(/\r\n$/, ""));
    expect(records?.map((record) => record.fields)).toEqual([
      ["name", "value"],
      ['He said "hi", twice', "3"],
      ['\'=HYPERLINK("http://x")', "multi\nline"],
    ]);
  });
});

describe("attachment", () => {
  it("keeps a file name harmless", () => {
    expect(attachment("report 2026.csv")).toBe('attachment; filename="report-2026.csv"');
    expect(attachment('a"; x=y\r\n.csv')).toBe('attachment; filename="a-x-y-.csv"');
    expect(attachment("")).toBe('attachment; filename="export.csv"');
  });
});
