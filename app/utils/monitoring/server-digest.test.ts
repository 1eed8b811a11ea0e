import { describe, expect, it } from "vitest";
import { lastServerErrorDigest, trackServerErrorDigests } from "./server-digest";

describe("server error digests in the browser", () => {
  it("remembers the request id of the last failed data response only", async () => {
    const responses = [
      new Response("x", { status: 500, headers: { "x-remix-response": "yes", "x-request-id": "abc" } }),
      new Response("x", { status: 200, headers: { "x-remix-response": "yes", "x-request-id": "ok" } }),
      new Response("x", { status: 502, headers: { "x-request-id": "not-a-data-request" } }),
    ];
    const target = { fetch: (async () => responses.shift() as Response) as typeof fetch };
    trackServerErrorDigests(target);
    await target.fetch("/nl/page.data");
    expect(lastServerErrorDigest()).toBe("abc");
    await target.fetch("/nl/page.data");
    await target.fetch("/elsewhere");
    expect(lastServerErrorDigest()).toBe("abc");
  });
});
