import { describe, expect, it } from "vitest";
import { fromAcceptLanguage, languageCookieHeader, negotiateLanguage, readCookie } from "./negotiate";

const headers = (values: Record<string, string>) => new Headers(values);

describe("language for /", () => {
  it("prefers the remembered choice", () => {
    expect(negotiateLanguage(headers({ cookie: "a=1; lng=en", "accept-language": "nl" }))).toBe("en");
  });

  it("ignores a cookie with an unknown language", () => {
    expect(negotiateLanguage(headers({ cookie: "lng=de", "accept-language": "en-GB" }))).toBe("en");
  });

  it("then follows the browser, honouring q-values and order", () => {
    expect(fromAcceptLanguage("de-DE,de;q=0.9,en;q=0.8,nl;q=0.7")).toBe("en");
    expect(fromAcceptLanguage("en;q=0.5, nl-BE;q=0.9")).toBe("nl");
    expect(fromAcceptLanguage("fr, en-US")).toBe("en");
    expect(fromAcceptLanguage("en;q=0, nl;q=0.1")).toBe("nl");
    expect(fromAcceptLanguage("de, fr")).toBeUndefined();
  });

  it("falls back to Dutch", () => {
    expect(negotiateLanguage(headers({}))).toBe("nl");
    expect(negotiateLanguage(headers({ "accept-language": "*" }))).toBe("nl");
  });

  it("reads cookies defensively", () => {
    expect(readCookie("x=%E0%A4%A; lng=en", "x")).toBeUndefined();
    expect(readCookie("lngx=en", "lng")).toBeUndefined();
    expect(readCookie(null, "lng")).toBeUndefined();
  });

  it("remembers the language as a functional cookie for a year", () => {
    expect(languageCookieHeader("en")).toBe("lng=en; Path=/; Max-Age=31536000; SameSite=Lax");
  });
});
