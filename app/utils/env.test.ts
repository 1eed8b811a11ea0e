import { describe, expect, it } from "vitest";
import {
  demoIdpMode,
  getPublicEnv,
  modeSummary,
  parseEnv,
  productionProblems,
  runMode,
  startupProblem,
} from "./env.server";

const production = {
  NODE_ENV: "production",
  DATABASE_URL: "postgres://vitaal@db.internal/vitaal",
  AUTH_SECRET: "a-production-secret-of-more-than-32-characters",
  PUBLIC_ORIGIN: "https://vitaal.example",
  SMTP_URL: "smtp://mailer:secret@smtp.example.com:587",
};

describe("environment", () => {
  it("has working defaults", () => {
    const config = parseEnv({});
    expect(config.PORT).toBe(3000);
    expect(config.SENTRY_ENVIRONMENT).toBe("production");
    expect(config.DATA_DIR).toBe(".data");
    expect(config.DEMO_MODE).toBe(false);
  });

  it("treats empty values as unset", () => {
    expect(parseEnv({ SENTRY_DSN: "", DATABASE_URL: "" }).SENTRY_DSN).toBeUndefined();
    expect(parseEnv({ DEMO_MODE: "" }).DEMO_MODE).toBe(false);
  });

  it("refuses invalid values with a message naming the variable", () => {
    expect(() => parseEnv({ PORT: "abc" })).toThrow(/PORT/);
    expect(() => parseEnv({ SENTRY_DSN: "nope" })).toThrow(/SENTRY_DSN/);
    expect(() => parseEnv({ DEMO_MODE: "yes" })).toThrow(/DEMO_MODE/);
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

describe("run mode", () => {
  it("is production for the production build without DEMO_MODE, whatever the database", () => {
    expect(runMode(parseEnv({ NODE_ENV: "production" }))).toBe("production");
    expect(runMode(parseEnv(production))).toBe("production");
  });

  it("is the demo only when DEMO_MODE says so", () => {
    expect(runMode(parseEnv({ NODE_ENV: "production", DEMO_MODE: "true" }))).toBe("demo");
    expect(runMode(parseEnv({ ...production, DEMO_MODE: "true" }))).toBe("demo");
    expect(runMode(parseEnv({ NODE_ENV: "production", DEMO_MODE: "false" }))).toBe("production");
  });

  it("is development outside the production build, with or without the demo data", () => {
    expect(runMode(parseEnv({}))).toBe("development");
    expect(runMode(parseEnv({ DEMO_MODE: "true" }))).toBe("development");
    expect(runMode(parseEnv({ NODE_ENV: "test" }))).toBe("development");
  });

  it("says at start which mode it is", () => {
    expect(modeSummary(parseEnv(production))).toBe("Vitaal runs in production");
    const demo = modeSummary(parseEnv({ NODE_ENV: "production", DEMO_MODE: "true" }));
    expect(demo).toMatch(/^Vitaal runs the demo \(DEMO_MODE=true\): demo accounts/);
    expect(demo).toContain("/dev/outbox for admins");
    expect(modeSummary(parseEnv({ DEMO_MODE: "true" }))).toMatch(/^Vitaal runs in development with the demo data/);
  });
});

describe("demo identity provider", () => {
  it("is always off without DEMO_MODE, whatever DEMO_IDP asks", () => {
    expect(demoIdpMode(parseEnv({}))).toBe("off");
    expect(demoIdpMode(parseEnv({ DEMO_IDP: "start" }))).toBe("off");
    expect(demoIdpMode(parseEnv({ NODE_ENV: "production", DEMO_IDP: "external" }))).toBe("off");
  });

  it("starts in the demo on the embedded database unless DEMO_IDP chooses otherwise", () => {
    expect(demoIdpMode(parseEnv({ DEMO_MODE: "true" }))).toBe("start");
    expect(demoIdpMode(parseEnv({ DEMO_MODE: "true", DATABASE_URL: "postgres://h/db" }))).toBe("off");
    expect(demoIdpMode(parseEnv({ DEMO_MODE: "true", DEMO_IDP: "external" }))).toBe("external");
    expect(demoIdpMode(parseEnv({ DEMO_MODE: "true", DEMO_IDP: "off" }))).toBe("off");
  });
});

describe("production requirements", () => {
  it("names each of the four variables production cannot do without", () => {
    const problems = productionProblems(parseEnv({ NODE_ENV: "production" }));
    expect(problems.map((problem) => problem.split(" ")[0])).toEqual([
      "DATABASE_URL",
      "AUTH_SECRET",
      "PUBLIC_ORIGIN",
      "SMTP_URL",
    ]);
  });

  it("wants an https origin", () => {
    const problems = productionProblems(parseEnv({ ...production, PUBLIC_ORIGIN: "http://vitaal.example" }));
    expect(problems).toEqual(["PUBLIC_ORIGIN is http://vitaal.example: production is served over https"]);
  });

  it("asks nothing of a complete production configuration, the demo or development", () => {
    expect(productionProblems(parseEnv(production))).toEqual([]);
    expect(productionProblems(parseEnv({ NODE_ENV: "production", DEMO_MODE: "true" }))).toEqual([]);
    expect(productionProblems(parseEnv({}))).toEqual([]);
  });

  it("refuses a start with one message naming every missing and every invalid variable", () => {
    const message = startupProblem({ NODE_ENV: "production", AUTH_SECRET: "short", PATH: "/usr/bin" }) ?? "";
    expect(message.split("\n")[0]).toBe(
      "Production (NODE_ENV=production without DEMO_MODE) cannot start; set or fix AUTH_SECRET, DATABASE_URL, PUBLIC_ORIGIN, SMTP_URL:",
    );
    // AUTH_SECRET is named once, as invalid, not again as missing.
    expect(message.match(/- AUTH_SECRET/g)).toHaveLength(1);
    expect(message).toContain("npm start");
  });

  it("lets a complete production configuration, the demo and development start", () => {
    expect(startupProblem(production)).toBeUndefined();
    expect(startupProblem({ NODE_ENV: "production", DEMO_MODE: "true" })).toBeUndefined();
    expect(startupProblem({})).toBeUndefined();
  });

  it("names invalid values outside production too", () => {
    expect(startupProblem({ PORT: "abc", SENTRY_DSN: "nope" })).toMatch(/^Invalid environment; fix PORT, SENTRY_DSN:/);
  });
});
