import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { LOCK_FILE, lockDataDir } from "./data-dir-lock.server";

function freshDir() {
  return mkdtempSync(join(tmpdir(), "vitaal-lock-"));
}

describe("embedded database lock", () => {
  it("takes the lock and releases it", () => {
    const dir = freshDir();
    const release = lockDataDir(dir);
    expect(readFileSync(join(dir, LOCK_FILE), "utf8")).toBe(String(process.pid));
    release();
    expect(existsSync(join(dir, LOCK_FILE))).toBe(false);
  });

  it("refuses a folder held by another live process", () => {
    const dir = freshDir();
    // pid 1 is always alive.
    writeFileSync(join(dir, LOCK_FILE), "1");
    expect(() => lockDataDir(dir)).toThrow(/in use by another process \(pid 1\)/);
  });

  it("takes over a lock whose process is gone", () => {
    const dir = freshDir();
    writeFileSync(join(dir, LOCK_FILE), "999999999");
    const release = lockDataDir(dir);
    expect(readFileSync(join(dir, LOCK_FILE), "utf8")).toBe(String(process.pid));
    release();
  });
});
