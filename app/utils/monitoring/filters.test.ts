import { data, redirect } from "react-router";
import { describe, expect, it } from "vitest";
import { isExpectedResponse } from "./filters";

describe("expected responses are not errors to report", () => {
  it("treats redirects and client errors as expected", () => {
    expect(isExpectedResponse(redirect("/nl"))).toBe(true);
    expect(isExpectedResponse(new Response(null, { status: 404 }))).toBe(true);
    expect(isExpectedResponse(data(null, { status: 404 }))).toBe(true);
  });

  it("reports server errors and real exceptions", () => {
    expect(isExpectedResponse(new Response(null, { status: 500 }))).toBe(false);
    expect(isExpectedResponse(new Error("boom"))).toBe(false);
    expect(isExpectedResponse(data(null, { status: 503 }))).toBe(false);
  });
});
