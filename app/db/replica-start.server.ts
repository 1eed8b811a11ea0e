import { logger } from "~/utils/logger.server";
import { observeState } from "~/utils/monitoring/metrics.server";
import type { Database } from "./connection.server";
import { processReplica, replicaAddress, replicaSettings, startProcessReplica } from "./replica.server";

/**
 * Starts the streaming replica for reads that may lag (DATABASE_REPLICA_URL) at server start, on
 * PostgreSQL outside the demo, with its gauges for `/metrics`. The start-up log says whether there
 * is one, or that the setting is ignored; the replica's changes of state are logged as they happen.
 */
export async function startReplica(options: {
  databaseUrl: string | undefined;
  demo: boolean;
  primary: () => Promise<Database>;
  source?: Record<string, string | undefined>;
}): Promise<void> {
  const settings = replicaSettings(options.source ?? process.env);
  const url = settings.DATABASE_REPLICA_URL;
  const maxLagSeconds = settings.REPLICA_MAX_LAG_SECONDS;
  if (!url) {
    if (options.databaseUrl)
      logger.info("no read replica (DATABASE_REPLICA_URL unset): every read goes to the primary");
    return;
  }
  if (options.demo || !options.databaseUrl) {
    const which = options.demo ? "the demo" : "the embedded database";
    logger.warn(`DATABASE_REPLICA_URL is ignored: ${which} reads from its one database`);
    return;
  }
  const replica = await startProcessReplica({ url, primary: await options.primary(), maxLagSeconds });
  const where = replicaAddress(url);
  logger.info(
    { replica: where, maxLagSeconds, status: replica.reading().status },
    `read replica at ${where}: reads that may lag go to it while it answers and is at most ${maxLagSeconds} s behind, else to the primary`,
  );
  const reading = () => processReplica()?.reading();
  observeState("vitaal_db_replica_usable", "1 while reads that may lag go to the read replica, else 0.", [], () => [
    { value: reading()?.status === "usable" ? 1 : 0 },
  ]);
  observeState(
    "vitaal_db_replica_lag_seconds",
    "How far the read replica was behind the primary at its latest reading, in seconds (NaN when unknown).",
    [],
    () => [{ value: reading()?.lagSeconds ?? Number.NaN }],
  );
  observeState(
    "vitaal_db_replica_lag_bytes",
    "WAL the primary had written that the read replica had not replayed, at its latest reading (NaN when unknown).",
    [],
    () => [{ value: reading()?.lagBytes ?? Number.NaN }],
  );
}
