import { data, redirect } from "react-router";
import { describe, expect, it } from "vitest";
import { isExpectedResponse, withoutRequestContent } from "./filters";

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

describe("what an error report may carry of the request", () => {
  it("never the body, the cookies, the query or the credentials", () => {
    const event = withoutRequestContent({
      request: {
        url: "https://vitaal.example/en/messages/daan-bakker",
        method: "POST",
        data: "intent=send&body=I+slept+badly+again",
        cookies: { session: "secret" },
        query_string: "before=x",
        headers: { cookie: "session=secret", authorization: "Bearer x", "user-agent": "Firefox" },
      },
    });
    expect(JSON.stringify(event)).not.toMatch(/slept|secret|Bearer|before=/);
    expect(event.request).toEqual({
      url: "https://vitaal.example/en/messages/daan-bakker",
      method: "POST",
      headers: { "user-agent": "Firefox" },
    });
  });
});
