import { revalidateCallRoom } from "~/features/calls/hub.server";
import { logger } from "~/utils/logger.server";

/**
 * Tells the call signalling that an appointment changed, after the change is committed, so that
 * whoever may no longer be in its call leaves the room now rather than when the window closes. A
 * failure (Redis away) is logged and does not undo or fail the change.
 */
export async function announceAppointmentChange(appointmentId: string): Promise<void> {
  try {
    await revalidateCallRoom(appointmentId);
  } catch (error) {
    logger.warn({ err: error, appointmentId }, "could not tell the call signalling about a changed appointment");
  }
}
