import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const root = fileURLToPath(new URL("..", import.meta.url));

/** Runs `node server.js` with only these variables (and PATH); it must stop on its own. */
function serve(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["server.js"], { cwd: root, env: { PATH: process.env.PATH ?? "", ...env } });
    let output = "";
    child.stdout.on("data", (chunk) => {
      output += chunk;
    });
    child.stderr.on("data", (chunk) => {
      output += chunk;
    });
    // Should the check ever let it through, the server must not outlive the test.
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      reject(new Error(`server.js did not stop on its own:\n${output}`));
    }, 20_000);
    child.once("exit", (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

// The check runs before the build is loaded, so this holds with or without a build.
describe("a production start (npm run serve)", () => {
  it("with nothing set stops with one message naming the four variables it needs", async () => {
    const { code, output } = await serve({ NODE_ENV: "production" });
    expect(code).toBe(1);
    // One log line (an older Node may add its own warning about stripping types; that is not ours).
    const lines = output.split("\n").filter((line) => line.startsWith("{"));
    expect(lines).toHaveLength(1);
    const line = JSON.parse(lines[0] ?? "{}") as { msg: string; err: string };
    expect(line.msg).toBe("Vitaal could not start");
    expect(line.err).toMatch(/set or fix DATABASE_URL, AUTH_SECRET, PUBLIC_ORIGIN, SMTP_URL:/);
    expect(output).not.toContain("listening");
  });

  it("refuses a plain-http origin and an invalid secret, naming only those", async () => {
    const { code, output } = await serve({
      NODE_ENV: "production",
      DATABASE_URL: "postgres://vitaal@127.0.0.1:1/vitaal",
      AUTH_SECRET: "too-short",
      PUBLIC_ORIGIN: "http://vitaal.example",
      SMTP_URL: "smtp://127.0.0.1:1",
    });
    expect(code).toBe(1);
    expect(output).toContain("set or fix AUTH_SECRET, PUBLIC_ORIGIN:");
    expect(output).not.toContain("DATABASE_URL");
    expect(output).not.toContain("SMTP_URL");
  });
});
