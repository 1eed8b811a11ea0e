import type { Database } from "~/db/connection.server";
import type { JobHandler } from "~/features/jobs/queue.server";

/** The sweep that reads who never joined a call once its window closed. */
export function absenceJobHandlers(_getDatabase: () => Promise<Database>): Record<string, JobHandler> {
  return {};
}
