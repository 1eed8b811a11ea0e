import express from "express";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loggableUrl, REDACTED } from "~/utils/loggable-url";
import { requestLogging } from "./request-logging";

describe("URLs in logs", () => {
  it("drops the tokens of reset, verification, ebook and SSO links", () => {
    expect(loggableUrl("/api/auth/reset-password/Tok3nTok3n?callbackURL=%2Fnl%2Freset-password")).toBe(
      `/api/auth/reset-password/${REDACTED}?callbackURL=${REDACTED}`,
    );
    expect(loggableUrl("/nl/reset-password?token=Tok3nTok3n")).toBe(`/nl/reset-password?token=${REDACTED}`);
    expect(loggableUrl("/api/auth/verify-email?token=eyJhbGciOi.x.y&callbackURL=%2Fen")).toBe(
      `/api/auth/verify-email?token=${REDACTED}&callbackURL=${REDACTED}`,
    );
    expect(loggableUrl("/en/verify-email?token=abc&error=INVALID")).toBe(
      `/en/verify-email?token=${REDACTED}&error=${REDACTED}`,
    );
    expect(loggableUrl("/nl/ebook/download?token=d0wnl0ad")).toBe(`/nl/ebook/download?token=${REDACTED}`);
    expect(loggableUrl("/nl/ebook?withdraw=w1thdraw")).toBe(`/nl/ebook?withdraw=${REDACTED}`);
    expect(loggableUrl("/sso/callback?code=c0de&state=st4te&iss=http%3A%2F%2Fidp")).toBe(
      `/sso/callback?code=${REDACTED}&state=${REDACTED}&iss=${REDACTED}`,
    );
    expect(loggableUrl("/nl/reset-password.data?token=Tok3n")).toBe(`/nl/reset-password.data?token=${REDACTED}`);
  });

  it("drops the calendar feed's token from the path, whatever its case", () => {
    expect(loggableUrl("/coach/calendar/s3cr3tFeedToken.ics")).toBe(`/coach/calendar/${REDACTED}.ics`);
    expect(loggableUrl("/Coach/Calendar/s3cr3tFeedToken.ics?x=1")).toBe(
      `/Coach/Calendar/${REDACTED}.ics?x=${REDACTED}`,
    );
    expect(loggableUrl("/coach/calendar/s3cr3tFeedToken")).toBe(`/coach/calendar/${REDACTED}`);
  });

  it("keeps paths and the values of harmless filters", () => {
    expect(loggableUrl("/nl/coaches/daan-bakker?week=2026-11-02&type=coaching")).toBe(
      "/nl/coaches/daan-bakker?week=2026-11-02&type=coaching",
    );
    expect(loggableUrl("/nl/events?kind=workshop&month=2026-12")).toBe("/nl/events?kind=workshop&month=2026-12");
    expect(loggableUrl("/healthz")).toBe("/healthz");
  });

  it("drops what people type and anything it does not know", () => {
    expect(loggableUrl("/coach/appointments?q=Jansen")).toBe(`/coach/appointments?q=${REDACTED}`);
    expect(loggableUrl("/nl/login?returnTo=%2Fnl%2Freset-password%3Ftoken%3Dabc")).toBe(
      `/nl/login?returnTo=${REDACTED}`,
    );
    expect(loggableUrl("/nl/signup?join=deloitte-fit-forward")).toBe(`/nl/signup?join=${REDACTED}`);
    // A bare parameter may itself be the secret; so may an odd name.
    expect(loggableUrl("/x?s3cr3t")).toBe(`/x?${REDACTED}`);
    expect(loggableUrl("/x?%7Bodd%7D=1&index")).toBe(`/x?${REDACTED}=${REDACTED}&index`);
  });

  it("keeps the origin of an absolute URL and never logs a fragment", () => {
    expect(loggableUrl("https://vitaal.example/nl/reset-password?token=abc#top")).toBe(
      `https://vitaal.example/nl/reset-password?token=${REDACTED}`,
    );
  });
});

describe("request logging", () => {
  const lines: Array<Record<string, unknown>> = [];
  const logger = pino({ level: "info" }, { write: (line: string) => lines.push(JSON.parse(line)) });
  const app = express();
  app.use(requestLogging(logger));
  app.get("/{*any}", (_req, res) => {
    res.send("ok");
  });
  let base = "";
  let close: () => void = () => {};

  beforeAll(async () => {
    await new Promise<void>((resolve) => {
      const server = app.listen(0, "127.0.0.1", () => {
        const address = server.address();
        base = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
        close = () => server.close();
        resolve();
      });
    });
  });
  afterAll(() => close());

  it("logs the request without its tokens", async () => {
    const response = await fetch(`${base}/coach/calendar/feedtoken123.ics`);
    await response.text();
    await fetch(`${base}/api/auth/verify-email?token=verifytoken123`).then((r) => r.text());
    await expect.poll(() => lines.length).toBe(2);
    const logged = JSON.stringify(lines);
    expect(logged).not.toContain("feedtoken123");
    expect(logged).not.toContain("verifytoken123");
    expect(lines[0]).toMatchObject({ method: "GET", url: `/coach/calendar/${REDACTED}.ics`, status: 200 });
    expect(lines[0]?.requestId).toBe(response.headers.get("x-request-id"));
  });
});
