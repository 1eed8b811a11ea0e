import { Alert } from "~/components/ui/alert";
import { useTranslation } from "~/utils/i18n/react";

export interface AbsenceNoteProps {
  /** The appointment's `absence` as the member's view has it (`getMemberAppointment`). */
  absence: "member" | "coach" | "both" | null;
}

/**
 * For the member's appointment page: when the coach did not join the call in time (the sweep
 * cancelled the session on the coach's side), that this session does not count. Nothing otherwise.
 */
export function AbsenceNote({ absence }: AbsenceNoteProps) {
  const { t } = useTranslation("absence");
  if (absence !== "coach" && absence !== "both") return null;
  return <Alert tone="info">{t("member.coachAbsent")}</Alert>;
}
