import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { refuseUnreadableForms } from "./request-guard.server";

/** Runs the middleware on a request; what it threw (a refusal), or null when it let the request on. */
async function verdict(request: Request): Promise<{ status: number; data: unknown } | null> {
  try {
    await refuseUnreadableForms(
      { request, params: {}, context: new RouterContextProvider(), unstable_pattern: "/" } as never,
      async () => new Response(null),
    );
    return null;
  } catch (thrown) {
    const refusal = thrown as { data: unknown; init: { status: number } | null };
    return { status: refusal.init?.status ?? 0, data: refusal.data };
  }
}

// Bytes, not a string: the Fetch API would give a string body a Content-Type of its own.
const post = (body: string, contentType?: string, method = "POST") =>
  new Request("http://localhost/en/login", {
    method,
    body: new TextEncoder().encode(body),
    headers: { "accept-language": "en", ...(contentType === undefined ? {} : { "content-type": contentType }) },
  });

const multipart = (text: string) => post(text, "multipart/form-data; boundary=xyz");

describe("refusing bodies that are not forms", () => {
  it("lets forms through, and leaves the body for the action to read", async () => {
    const encoded = post("email=a%40b.nl&password=x", "application/x-www-form-urlencoded");
    expect(await verdict(encoded)).toBeNull();
    expect((await encoded.formData()).get("email")).toBe("a@b.nl");

    const form = new FormData();
    form.set("photo", new Blob(["\u0089PNG"], { type: "image/png" }), "me.png");
    form.set("name", "Daan");
    const withFile = new Request("http://localhost/coach/profile", { method: "POST", body: form });
    expect(await verdict(withFile)).toBeNull();
    expect((await withFile.formData()).get("name")).toBe("Daan");
  });

  it("leaves reads alone, whatever they carry", async () => {
    expect(await verdict(new Request("http://localhost/en", { headers: { "content-type": "text/plain" } }))).toBeNull();
    expect(await verdict(new Request("http://localhost/en", { method: "HEAD" }))).toBeNull();
  });

  it("refuses JSON, text and a body without a Content-Type with 415, marked as a form's refusal", async () => {
    for (const request of [
      post('{"email":"a@b.nl"}', "application/json"),
      post("email=a@b.nl", "text/plain"),
      post("email=a@b.nl"),
    ]) {
      expect(await verdict(request)).toEqual({ status: 415, data: { lng: "en", reason: "form" } });
    }
  });

  it("refuses a multipart body without its boundary, or broken inside, with 400", async () => {
    expect(await verdict(post("--xyz\r\n", "multipart/form-data"))).toMatchObject({ status: 400 });
    expect(await verdict(multipart("not multipart at all"))).toMatchObject({
      status: 400,
      data: { reason: "form" },
    });
    expect(
      await verdict(multipart('--xyz\r\nContent-Disposition: form-data; name="a"\r\n\r\nunfinished')),
    ).toMatchObject({ status: 400 });
  });

  it("reads a whole multipart body as a form", async () => {
    const whole = multipart('--xyz\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--xyz--\r\n');
    expect(await verdict(whole)).toBeNull();
    expect((await whole.formData()).get("a")).toBe("1");
  });

  it("holds other methods that carry a body to the same rule", async () => {
    expect(await verdict(post("{}", "application/json", "PUT"))).toMatchObject({ status: 415 });
  });
});
