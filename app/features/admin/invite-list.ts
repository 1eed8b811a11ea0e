import { emailAddress, personName } from "~/features/accounts/forms";
import { fail } from "~/utils/app-error";

// The addresses an administrator invites at once: pasted lines ("Name <address>" or
// "name,address") or a CSV file with a name and an address column. Pure, so the rules are tested
// without a database: quoted fields (with commas, doubled quotes and line breaks inside), a BOM,
// at most MAX_ROWS rows and MAX_BYTES of text. Each row is checked like a typed address; a row
// that fails is reported by its line number, the others go ahead. A list that cannot be read at
// all fails `invalid`, its message at the field it came from (`list` pasted, `file` uploaded).

export const MAX_ROWS = 200;
export const MAX_BYTES = 100 * 1024;

/** Why a row is not invited; `admin:coaches.rows.*` keys. */
export type RowProblem = "name" | "email" | "duplicate" | "columns";

export interface InviteRow {
  /** The line (pasted) or record (CSV) number, from 1, as the person sees it in their editor. */
  line: number;
  name: string;
  email: string;
  problem?: RowProblem;
}

/** The rows of a list that could be read (each may still have its problem). */
export interface InviteList {
  ok: true;
  rows: InviteRow[];
}

type ListProblem = "empty" | "too-many" | "too-large" | "unreadable";

/** Stops with the list's problem at its field; the keys are `admin:coaches.errors.list-*`. */
export function refuseList(field: "list" | "file", problem: ListProblem): never {
  fail("invalid", { fields: { [field]: `coaches.errors.list-${problem}` } });
}

/** RFC 4180 records: fields split on commas (or semicolons, as spreadsheets in Dutch write them). */
export function parseCsvRecords(input: string, separator = ","): { line: number; fields: string[] }[] | null {
  const text = input.replace(/^\uFEFF/, "");
  const records: { line: number; fields: string[] }[] = [];
  let fields: string[] = [];
  let field = "";
  let quoted = false;
  let line = 1;
  let recordLine = 1;
  let fieldStarted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i] as string;
    if (quoted) {
      if (char === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i++;
        } else quoted = false;
      } else {
        if (char === "\n") line++;
        field += char;
      }
      continue;
    }
    if (char === '"' && !fieldStarted) {
      quoted = true;
      fieldStarted = true;
    } else if (char === separator) {
      fields.push(field);
      field = "";
      fieldStarted = false;
    } else if (char === "\r" || char === "\n") {
      if (char === "\r" && text[i + 1] === "\n") i++;
      fields.push(field);
      records.push({ line: recordLine, fields });
      fields = [];
      field = "";
      fieldStarted = false;
      line++;
      recordLine = line;
    } else {
      // Text after a closing quote is kept, as spreadsheets do ("a"b reads a"b is not valid, a b is).
      field += char;
      fieldStarted = true;
    }
  }
  // An opened quote that never closes: the file is not CSV.
  if (quoted) return null;
  if (field !== "" || fields.length > 0) {
    fields.push(field);
    records.push({ line: recordLine, fields });
  }
  return records.filter((record) => record.fields.some((value) => value.trim() !== ""));
}

const NAME_HEADERS = ["name", "naam", "full name", "volledige naam"];
const EMAIL_HEADERS = ["email", "e-mail", "address", "adres", "e-mailadres", "email address", "mail"];

/** Checks each row like a typed name and address; a second row with an address is a duplicate. */
function checkRows(
  field: "list" | "file",
  rows: { line: number; name: string; email: string; problem?: RowProblem }[],
): InviteList {
  if (rows.length === 0) refuseList(field, "empty");
  if (rows.length > MAX_ROWS) refuseList(field, "too-many");
  const seen = new Set<string>();
  return {
    ok: true,
    rows: rows.map((row): InviteRow => {
      if (row.problem) return row;
      const name = personName.safeParse(row.name);
      const email = emailAddress.safeParse(row.email);
      const checked = {
        line: row.line,
        name: name.success ? name.data : row.name.trim(),
        email: email.success ? email.data : row.email.trim(),
      };
      if (!email.success) return { ...checked, problem: "email" };
      if (!name.success) return { ...checked, problem: "name" };
      if (seen.has(checked.email)) return { ...checked, problem: "duplicate" };
      seen.add(checked.email);
      return checked;
    }),
  };
}

const tooLarge = (text: string) => new TextEncoder().encode(text).byteLength > MAX_BYTES;

/** A CSV file: a header row naming the columns, or without one, name first and address second. */
export function parseInviteCsv(input: string): InviteList {
  if (tooLarge(input)) refuseList("file", "too-large");
  const firstLine = input.replace(/^\uFEFF/, "").split(/\r?\n/, 1)[0] ?? "";
  const separator = !firstLine.includes(",") && firstLine.includes(";") ? ";" : ",";
  const records = parseCsvRecords(input, separator);
  if (!records) refuseList("file", "unreadable");
  let nameAt = 0;
  let emailAt = 1;
  const header = records[0]?.fields.map((value) => value.trim().toLowerCase()) ?? [];
  const headerName = header.findIndex((value) => NAME_HEADERS.includes(value));
  const headerEmail = header.findIndex((value) => EMAIL_HEADERS.includes(value));
  if (headerName >= 0 && headerEmail >= 0) {
    nameAt = headerName;
    emailAt = headerEmail;
    records.shift();
  }
  return checkRows(
    "file",
    records.map(({ line, fields }) =>
      fields.length <= Math.max(nameAt, emailAt)
        ? { line, name: fields.join(",").trim(), email: "", problem: "columns" as const }
        : { line, name: fields[nameAt] ?? "", email: fields[emailAt] ?? "" },
    ),
  );
}

/** Pasted lines: "Name <address>", "name,address" (a CSV line) or "name;address"; blank lines skipped. */
export function parseInviteText(input: string): InviteList {
  if (tooLarge(input)) refuseList("list", "too-large");
  const rows: { line: number; name: string; email: string; problem?: RowProblem }[] = [];
  const lines = input.replace(/^\uFEFF/, "").split(/\r\n|\r|\n/);
  for (const [index, raw] of lines.entries()) {
    const text = raw.trim();
    if (!text) continue;
    const line = index + 1;
    const angled = /^(.*)<([^<>]*)>$/.exec(text);
    if (angled) {
      rows.push({ line, name: (angled[1] ?? "").trim().replace(/^"(.*)"$/, "$1"), email: angled[2] ?? "" });
      continue;
    }
    const separator = text.includes(",") ? "," : text.includes(";") ? ";" : null;
    const fields = separator ? parseCsvRecords(text, separator)?.[0]?.fields : null;
    if (fields?.length !== 2) {
      rows.push({ line, name: text, email: "", problem: "columns" });
      continue;
    }
    rows.push({ line, name: fields[0] ?? "", email: fields[1] ?? "" });
  }
  return checkRows("list", rows);
}
