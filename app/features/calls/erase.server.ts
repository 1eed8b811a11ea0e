import { eq } from "drizzle-orm";
import type { Database } from "~/db/connection.server";
import { callAttendance } from "~/db/schema/calls";

/** The calls a person joined, forgotten when their account is erased (in the caller's transaction). */
export async function eraseCallTraces(tx: Database, userId: string): Promise<void> {
  await tx.delete(callAttendance).where(eq(callAttendance.userId, userId));
}
