import { UndoNotice, UndoOutcome, type UndoRefusalReason } from "~/components/ui/undo-notice";
import type { Language } from "~/utils/i18n/config";
import { formatDateTime } from "~/utils/i18n/format";
import { useTranslation } from "~/utils/i18n/react";

/** What the availability page's action answered about a removal and its undo. */
export interface RemovalAnswer {
  undo?: { token: string; expiresAt: string };
  undone?: true;
  undoRefused?: UndoRefusalReason;
  undoConflicts?: string[];
}

/** The answer to a removal (its undo for 30 seconds) or to its undo, in the card it concerns. */
export function RemovalNotice({
  answer,
  message,
  lng,
  zone,
}: {
  answer: RemovalAnswer;
  message: string;
  lng: Language;
  zone: string;
}) {
  const { t } = useTranslation("coach");
  return (
    <div className="mt-3 flex flex-col gap-2">
      {answer.undo ? (
        <UndoNotice message={message} token={answer.undo.token} expiresAt={answer.undo.expiresAt} />
      ) : null}
      <UndoOutcome done={answer.undone ? t("availability.undo.restored") : null} refused={answer.undoRefused} />
      {answer.undoConflicts?.length ? (
        <p role="alert" className="font-semibold text-danger-700">
          {t("availability.undo.conflict", {
            times: answer.undoConflicts.map((at) => formatDateTime(new Date(at), lng, zone)).join(", "),
          })}
        </p>
      ) : null}
    </div>
  );
}
