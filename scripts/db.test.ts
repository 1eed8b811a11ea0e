import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";

// `npm run db:migrate` and `npm run db:seed` as an operator runs them: a process of their own, on an
// embedded database in a folder of its own.

const run = promisify(execFile);
const folder = mkdtempSync(join(tmpdir(), "vitaal-db-script-"));

function script(command: string, env: Record<string, string>) {
  const clean = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !["DATABASE_URL", "DEMO_MODE", "NODE_ENV"].includes(name)),
  );
  return run(process.execPath, ["--import", "tsx", "scripts/db.ts", command], {
    env: { ...clean, DATA_DIR: folder, LOG_LEVEL: "silent", ...env },
    timeout: 120_000,
  }).then(
    ({ stdout }) => ({ code: 0, output: stdout }),
    (error: { code?: number; stdout?: string; stderr?: string }) => ({
      code: error.code ?? 1,
      output: `${error.stdout ?? ""}${error.stderr ?? ""}`,
    }),
  );
}

afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe("the database scripts", () => {
  it("refuse the demo data without DEMO_MODE, migrate, and seed once", async () => {
    const refused = await script("seed", {});
    expect(refused.code).toBe(1);
    expect(refused.output).toContain("Refusing to load the demo data");
    expect(await script("migrate", {})).toMatchObject({
      code: 0,
      output: expect.stringContaining("Migrations applied."),
    });
    const seeded = await script("seed", { DEMO_MODE: "true" });
    expect(seeded).toMatchObject({ code: 0 });
    expect(seeded.output).toMatch(/Demo data is in place \([1-9]\d* new rows\)/);
    expect((await script("seed", { DEMO_MODE: "true" })).output).toContain("Demo data is in place (0 new rows)");
  }, 300_000);
});
