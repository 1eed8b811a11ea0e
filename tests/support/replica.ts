import { execFileSync } from "node:child_process";
import {
  appendFileSync,
  chmodSync,
  chownSync,
  existsSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";

// A PostgreSQL primary and its streaming replica for tests, made with the local server's programs:
// `initdb` of a small primary of the tests' own, then `pg_basebackup -R -X stream` of it, each in a
// temporary folder on a free port, run as the server's user, stopped and removed after. The copy is
// of a primary of its own rather than of the shared test server: a base backup copies the whole
// server, which holds every parallel test's databases (and, while a benchmark runs, gigabytes),
// and its replica replays all of their writes. The primary's own pg_hba.conf allows the replication
// connection; no file of the machine's server is touched.

export interface TestServer {
  /** The server's URL for `database`. */
  url(database: string): string;
  port: number;
  /** Stops it (fast: its sessions end at once), as clients see a crash of its machine. */
  stop(): void;
  /** Starts it again (a replica resumes streaming where it stopped). */
  start(): void;
}

export interface TestReplication {
  primary: TestServer;
  replica: TestServer;
  /** Waits until the replica has replayed everything the primary has written so far. */
  caughtUp(timeoutMs?: number): Promise<void>;
  /** Stops both and removes their folders. */
  remove(): void;
}

async function one<T extends pg.QueryResultRow>(url: string, text: string): Promise<T | undefined> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(text)).rows[0];
  } finally {
    await client.end();
  }
}

/** A TCP port nobody listens on right now. */
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port")),
      );
    });
  });
}

const isRoot = () => process.getuid?.() === 0;

/** Runs a PostgreSQL program as the server's user: root may not run the server. */
function asPostgres(program: string, args: string[]): void {
  const [command, rest] = isRoot() ? ["runuser", ["-u", "postgres", "--", program, ...args]] : [program, args];
  execFileSync(command, rest, { stdio: ["ignore", "pipe", "pipe"] });
}

/** A folder for the server's user, reachable by it. */
function folderForPostgres(): string {
  const folder = mkdtempSync(join(tmpdir(), "vitaal-replication-"));
  chmodSync(folder, 0o755);
  if (isRoot()) {
    const id = (flag: string) => Number(execFileSync("id", [flag, "postgres"], { encoding: "utf8" }));
    chownSync(folder, id("-u"), id("-g"));
  }
  return folder;
}

/** Settings for a small, fast throwaway server; later lines of postgresql.conf win. */
function settings(port: number, socketDir: string): string {
  return [
    "",
    `port = ${port}`,
    "listen_addresses = '127.0.0.1'",
    `unix_socket_directories = '${socketDir}'`,
    "max_connections = 40",
    "shared_buffers = 16MB",
    "fsync = off",
    "full_page_writes = off",
    "wal_level = replica",
    "max_wal_senders = 4",
    "hot_standby = on",
    "",
  ].join("\n");
}

/**
 * A primary and a replica streaming from it, made with the programs of the server `serverUrl` (the
 * tests' PostgreSQL, whose major version picks them).
 */
export async function createTestReplication(serverUrl: string): Promise<TestReplication> {
  const version = await one<{ n: string }>(serverUrl, "select current_setting('server_version_num') as n");
  const bin = `/usr/lib/postgresql/${Math.floor(Number(version?.n) / 10000)}/bin`;
  const program = (name: string) => (existsSync(join(bin, name)) ? join(bin, name) : name);
  const folder = folderForPostgres();
  const logOf = (name: string) => {
    const file = join(folder, `${name}.log`);
    return existsSync(file) ? readFileSync(file, "utf8") : "";
  };
  const server = (name: string, port: number): TestServer & { running: boolean } => {
    const dataDir = join(folder, name);
    const ctl = (...args: string[]) =>
      asPostgres(program("pg_ctl"), ["-D", dataDir, "-l", join(folder, `${name}.log`), ...args]);
    return {
      port,
      running: false,
      url: (database) => `postgres://postgres@127.0.0.1:${port}/${database}`,
      stop() {
        if (!this.running) return;
        ctl("-m", "fast", "-w", "stop");
        this.running = false;
      },
      start() {
        if (this.running) return;
        ctl("-w", "start");
        this.running = true;
      },
    };
  };
  const primary = server("primary", await freePort());
  const replica = server("replica", await freePort());
  const remove = () => {
    for (const each of [replica, primary]) {
      try {
        if (each.running) each.stop();
      } catch {
        // Removed below either way.
      }
    }
    rmSync(folder, { recursive: true, force: true });
  };
  try {
    const primaryDir = join(folder, "primary");
    asPostgres(program("initdb"), [
      "-D",
      primaryDir,
      "-U",
      "postgres",
      "--auth=trust",
      "--no-sync",
      "--no-instructions",
      "-E",
      "UTF8",
      "--locale=C",
    ]);
    appendFileSync(join(primaryDir, "postgresql.conf"), settings(primary.port, folder));
    // Trust on loopback, replication included ("all" does not cover replication connections).
    writeFileSync(
      join(primaryDir, "pg_hba.conf"),
      "local all all trust\nhost all all 127.0.0.1/32 trust\nhost replication all 127.0.0.1/32 trust\n",
    );
    primary.start();
    const replicaDir = join(folder, "replica");
    asPostgres(program("pg_basebackup"), [
      ...["-h", "127.0.0.1", "-p", String(primary.port), "-U", "postgres", "-D", replicaDir],
      // -R: a standby.signal and the primary's address; -X stream: the WAL of the copy comes along;
      // a fast checkpoint (the default spreads it over minutes), no fsync, no manifest: a throwaway.
      ...["-R", "-X", "stream", "-c", "fast", "--no-sync", "--no-manifest"],
    ]);
    appendFileSync(join(replicaDir, "postgresql.conf"), settings(replica.port, folder));
    replica.start();
  } catch (error) {
    const logs = `${logOf("primary")}\n${logOf("replica")}`;
    remove();
    throw new Error(`The test replication did not start: ${String(error)}\n${logs}`);
  }
  return {
    primary,
    replica,
    async caughtUp(timeoutMs = 10_000) {
      const target = await one<{ lsn: string }>(
        primary.url("postgres"),
        "select pg_current_wal_insert_lsn()::text as lsn",
      );
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const row = await one<{ done: boolean }>(
          replica.url("postgres"),
          `select pg_last_wal_replay_lsn() >= '${target?.lsn}'::pg_lsn as done`,
        );
        if (row?.done) return;
        if (Date.now() > deadline)
          throw new Error(`the replica did not replay up to ${target?.lsn} in ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    remove,
  };
}
