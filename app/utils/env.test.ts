import { describe, expect, it } from "vitest";
import { demoSeedEnabled, getPublicEnv, parseEnv } from "./env.server";

describe("environment", () => {
  it("has working defaults", () => {
    const config = parseEnv({});
    expect(config.PORT).toBe(3000);
    expect(config.SENTRY_ENVIRONMENT).toBe("production");
    expect(config.DATA_DIR).toBe(".data");
    expect(demoSeedEnabled(config)).toBe(true);
  });

  it("treats empty values as unset", () => {
    expect(parseEnv({ SENTRY_DSN: "", DATABASE_URL: "" }).SENTRY_DSN).toBeUndefined();
  });

  it("does not seed demo data into a PostgreSQL server unless asked", () => {
    expect(demoSeedEnabled(parseEnv({ DATABASE_URL: "postgres://localhost/x" }))).toBe(false);
    expect(demoSeedEnabled(parseEnv({ DATABASE_URL: "postgres://localhost/x", DEMO_SEED: "true" }))).toBe(true);
  });

  it("refuses invalid values with a message naming the variable", () => {
    expect(() => parseEnv({ PORT: "abc" })).toThrow(/PORT/);
    expect(() => parseEnv({ SENTRY_DSN: "nope" })).toThrow(/SENTRY_DSN/);
  });

  it("gives the browser only the public subset", () => {
    const config = parseEnv({
      SENTRY_DSN: "https://k@o1.ingest.sentry.io/2",
      DATABASE_URL: "postgres://u:secret@h/db",
    });
    expect(JSON.stringify(getPublicEnv(config))).not.toContain("secret");
    expect(Object.keys(getPublicEnv(config)).sort()).toEqual([
      "SENTRY_DSN",
      "SENTRY_ENVIRONMENT",
      "SENTRY_TRACES_SAMPLE_RATE",
    ]);
  });
});
