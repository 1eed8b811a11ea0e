import { afterEach, describe, expect, it, vi } from "vitest";
import { logger } from "~/utils/logger.server";
import type { Database } from "./connection.server";
import { processReplica } from "./replica.server";
import { startReplica } from "./replica-start.server";

// What the start-up says about the replica, and when it is not opened at all (on PGlite, without
// a server: what it opens is tested in replica.server.test.ts).

const replicaUrl = "postgres://app:secret@replica.example:5432/vitaal";
const noPrimary = async (): Promise<Database> => {
  throw new Error("the primary is not asked for");
};

describe("starting the read replica", () => {
  afterEach(() => vi.restoreAllMocks());

  it("says the demo ignores DATABASE_REPLICA_URL, and opens nothing", async () => {
    const warn = vi.spyOn(logger, "warn").mockImplementation(() => {});
    const source = { DATABASE_REPLICA_URL: replicaUrl };
    await startReplica({ databaseUrl: "postgres://app@primary/vitaal", demo: true, primary: noPrimary, source });
    await startReplica({ databaseUrl: undefined, demo: false, primary: noPrimary, source });
    expect(warn.mock.calls.map(([message]) => message)).toEqual([
      "DATABASE_REPLICA_URL is ignored: the demo reads from its one database",
      "DATABASE_REPLICA_URL is ignored: the embedded database reads from its one database",
    ]);
    expect(processReplica()).toBeNull();
  });

  it("says on PostgreSQL that there is no replica when none is configured", async () => {
    const info = vi.spyOn(logger, "info").mockImplementation(() => {});
    await startReplica({ databaseUrl: "postgres://app@primary/vitaal", demo: false, primary: noPrimary, source: {} });
    expect(info).toHaveBeenCalledWith("no read replica (DATABASE_REPLICA_URL unset): every read goes to the primary");
    expect(processReplica()).toBeNull();
  });

  it("refuses a lag limit that is not a positive number of seconds, naming the variable", async () => {
    const source = { DATABASE_REPLICA_URL: replicaUrl, REPLICA_MAX_LAG_SECONDS: "-3" };
    await expect(
      startReplica({ databaseUrl: "postgres://app@primary/vitaal", demo: false, primary: noPrimary, source }),
    ).rejects.toThrow(/REPLICA_MAX_LAG_SECONDS/);
  });
});
