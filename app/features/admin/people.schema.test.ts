import { describe, expect, it } from "vitest";
import { parseForm } from "../../../tests/support/parse-form";
import { auditPageHref, auditQuery, changeLines } from "./audit-view";
import { escapeLike, isUserId, MAX_SEARCH, pageParam, personActionSchema, searchParam } from "./people.schema";

function form(values: Record<string, string>) {
  const data = new FormData();
  for (const [key, value] of Object.entries(values)) data.set(key, value);
  return data;
}

describe("the people forms", () => {
  it("takes every intent of a person's page, with its fields", () => {
    expect(parseForm(personActionSchema, form({ intent: "grant-role", role: "coach" }))).toEqual({
      ok: true,
      data: { intent: "grant-role", role: "coach" },
    });
    expect(parseForm(personActionSchema, form({ intent: "revoke-role", role: "admin" })).ok).toBe(true);
    expect(
      parseForm(
        personActionSchema,
        form({ intent: "grant-partner-admin", partnerId: "00000000-0000-4000-8000-000000000000" }),
      ).ok,
    ).toBe(true);
    for (const intent of ["deactivate", "reactivate", "resend-verification"]) {
      expect(parseForm(personActionSchema, form({ intent })).ok).toBe(true);
    }
    expect(parseForm(personActionSchema, form({ intent: "delete", confirmEmail: " Ann@Example.com " }))).toEqual({
      ok: true,
      data: { intent: "delete", confirmEmail: "ann@example.com" },
    });
  });

  it("refuses what the page does not offer, with a message per field", () => {
    expect(parseForm(personActionSchema, form({ intent: "grant-role", role: "member" }))).toEqual({
      ok: false,
      errors: { role: "people.errors.formInvalid" },
    });
    expect(parseForm(personActionSchema, form({ intent: "grant-partner-admin", partnerId: "acme" }))).toEqual({
      ok: false,
      errors: { partnerId: "people.errors.partnerRequired" },
    });
    expect(parseForm(personActionSchema, form({ intent: "delete", confirmEmail: "a\u0000b" }))).toEqual({
      ok: false,
      errors: { confirmEmail: "people.errors.confirmMismatch" },
    });
    expect(parseForm(personActionSchema, form({ intent: "delete" }))).toEqual({
      ok: false,
      errors: { confirmEmail: "people.errors.confirmRequired" },
    });
    expect(parseForm(personActionSchema, form({ intent: "promote" }))).toEqual({
      ok: false,
      errors: { form: "people.errors.formInvalid" },
    });
  });

  it("checks account ids before any query", () => {
    expect(isUserId("demo-member-2")).toBe(true);
    expect(isUserId("Yx3kPq9ZtL0aBcDeFgHiJkLmNoPqRsTu")).toBe(true);
    for (const bad of ["", "-x", "a/b", "a b", "x".repeat(65), "a\u0000", "%", null]) expect(isUserId(bad)).toBe(false);
  });

  it("limits the search and takes wildcards literally", () => {
    expect(searchParam("  Mila ")).toEqual({ q: "Mila", error: null });
    expect(searchParam("x".repeat(MAX_SEARCH + 1)).error).toBe("people.errors.searchTooLong");
    expect(searchParam("a\u0007").error).toBe("people.errors.searchInvalid");
    // One or two characters match too many to be of use and no trigram index helps: refused.
    expect(searchParam(" ab ")).toEqual({ q: "ab", error: "people.errors.searchTooShort" });
    expect(searchParam("é").error).toBe("people.errors.searchTooShort");
    expect(searchParam("abc")).toEqual({ q: "abc", error: null });
    expect(searchParam("")).toEqual({ q: "", error: null });
    expect(escapeLike("50%_off\\")).toBe("50\\%\\_off\\\\");
    expect(pageParam("3")).toBe(3);
    for (const bad of [null, "0", "-1", "abc", "99999", "1.5"]) expect(pageParam(bad)).toBe(1);
  });
});

describe("the audit page", () => {
  it("reads the filters from the address, dropping what is not well formed", () => {
    const { values, filter, invalid } = auditQuery(
      new URLSearchParams({
        actor: "demo-admin",
        entity: "user",
        from: "2026-03-29",
        until: "2026-03-29",
        older: "42",
      }),
      "Europe/Amsterdam",
    );
    expect(values).toEqual({
      actor: "demo-admin",
      entity: "user",
      from: "2026-03-29",
      until: "2026-03-29",
      older: 42,
      newer: null,
    });
    // The day the clocks go forward in Amsterdam: from local midnight to the next local midnight.
    expect(filter.from?.toISOString()).toBe("2026-03-28T23:00:00.000Z");
    expect(filter.until?.toISOString()).toBe("2026-03-29T22:00:00.000Z");
    expect(invalid).toEqual([]);
    const bad = auditQuery(
      new URLSearchParams({ actor: "a b", entity: "USER;", from: "2026-02-30", until: "yesterday", older: "1; drop" }),
      "UTC",
    );
    expect(bad.filter).toEqual({ actorId: null, entity: null, from: null, until: null });
    expect(bad.invalid).toEqual(["actor", "entity", "from", "until"]);
    expect(bad.values).toMatchObject({ older: null, newer: null });
    expect(auditQuery(new URLSearchParams({ newer: "7" }), "UTC").values).toMatchObject({ older: null, newer: 7 });
    expect(auditQuery(new URLSearchParams({ newer: "0" }), "UTC").values.newer).toBeNull();
  });

  it("shows before and after as lines of field: old → new", () => {
    expect(changeLines({ roles: "member" }, { roles: "coach, member" })).toEqual([
      { field: "roles", before: "member", after: "coach, member" },
    ]);
    expect(changeLines(null, { name: "Acme", published: true, count: 3 })).toEqual([
      { field: "count", before: null, after: "3" },
      { field: "name", before: null, after: "Acme" },
      { field: "published", before: null, after: "true" },
    ]);
    expect(changeLines({ a: { b: 1 } }, null)).toEqual([{ field: "a", before: '{"b":1}', after: null }]);
    expect(changeLines("junk", [1])).toEqual([]);
  });

  it("keeps the filters when paging", () => {
    const values = { actor: "x", entity: "", from: "2026-01-01", until: "", older: null, newer: 9 };
    expect(auditPageHref(values, { direction: "older", id: 12 })).toBe("/admin/audit?actor=x&from=2026-01-01&older=12");
    expect(auditPageHref(values, { direction: "newer", id: 3 })).toBe("/admin/audit?actor=x&from=2026-01-01&newer=3");
    expect(auditPageHref({ ...values, actor: "", from: "" })).toBe("/admin/audit");
  });
});
