import { describe, expect, it } from "vitest";
import { parseEnv } from "~/utils/env.server";
import { outboxVisible } from "./outbox-access.server";

describe("local outbox page", () => {
  it("is there in development and in the embedded demo without SMTP", () => {
    expect(outboxVisible(parseEnv({ NODE_ENV: "development" }))).toBe(true);
    expect(outboxVisible(parseEnv({ NODE_ENV: "production" }))).toBe(true);
  });

  it("is never there with SMTP or in production on PostgreSQL", () => {
    expect(outboxVisible(parseEnv({ SMTP_URL: "smtp://127.0.0.1:25" }))).toBe(false);
    expect(outboxVisible(parseEnv({ NODE_ENV: "production", DATABASE_URL: "postgres://h/db" }))).toBe(false);
  });
});
