import { describe, expect, it } from "vitest";
import { parseDsn, tunnelPath } from "./dsn";

describe("DSN parsing", () => {
  it("reads host, key, project and organisation of a hosted DSN", () => {
    const dsn = parseDsn("https://abc123@o4505.ingest.de.sentry.io/4507");
    expect(dsn).toMatchObject({
      host: "o4505.ingest.de.sentry.io",
      publicKey: "abc123",
      projectId: "4507",
      orgId: "4505",
    });
    expect(dsn?.envelopeUrl).toBe("https://o4505.ingest.de.sentry.io/api/4507/envelope/");
    expect(dsn && tunnelPath(dsn)).toBe("/monitoring?o=4505&p=4507");
  });

  it("keeps a path prefix and a port of a self-hosted server", () => {
    const dsn = parseDsn("http://key@127.0.0.1:9000/sentry/42");
    expect(dsn?.envelopeUrl).toBe("http://127.0.0.1:9000/sentry/api/42/envelope/");
    expect(dsn && tunnelPath(dsn)).toBe("/monitoring?p=42");
  });

  it("rejects what is not a DSN", () => {
    expect(parseDsn("not a url")).toBeUndefined();
    expect(parseDsn("https://o1.ingest.sentry.io/42")).toBeUndefined();
    expect(parseDsn("https://key@o1.ingest.sentry.io/abc")).toBeUndefined();
    expect(parseDsn("ftp://key@host/1")).toBeUndefined();
  });
});
