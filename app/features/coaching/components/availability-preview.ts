import { useMemo, useState } from "react";
import type { CoachAvailability } from "~/features/coaching/availability.server";
import { type PreviewDay, previewDays } from "~/features/coaching/components/slot-preview";
import { SESSION_MINUTES } from "~/features/coaching/sessions";
import { freeSlots, type WeeklyHours } from "~/features/coaching/slots";

/** The preview covers this many days from now. */
export const PREVIEW_DAYS = 14;

/**
 * Free intakes per day as members would see them: from the server at first, then recomputed in
 * the browser from the edited hours (and the same appointments, exceptions and rules).
 */
export function useAvailabilityPreview(loaderData: {
  previewInput: CoachAvailability | null;
  preview: PreviewDay[];
  zone: string;
}) {
  const [edit, setEdit] = useState<{ weekly: WeeklyHours[]; at: number } | null>(null);
  const { previewInput, preview, zone } = loaderData;
  const days = useMemo(() => {
    if (!edit || !previewInput) return preview;
    const slots = freeSlots({
      ...previewInput,
      weekly: edit.weekly,
      rules: {
        ...previewInput.rules,
        durationMinutes: SESSION_MINUTES.intake,
        windowDays: Math.min(PREVIEW_DAYS, previewInput.rules.windowDays),
      },
      now: new Date(edit.at),
    });
    return previewDays(slots, zone);
  }, [edit, previewInput, preview, zone]);
  return { days, onHoursChange: (weekly: WeeklyHours[]) => setEdit({ weekly, at: Date.now() }) };
}
