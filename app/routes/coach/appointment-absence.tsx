import { type AppFormMetadata, Form } from "~/components/form/form";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { useTranslation } from "~/utils/i18n/react";

/**
 * Marking how a session went, on the coach's appointment page. Once the call's window closed with
 * the member never there, the question is put plainly: confirm the no-show, or say they were there
 * (the session was held elsewhere). When the coach was absent or late, the session was cancelled
 * on the coach's side and the page says it does not count for the member.
 */
export function MarkSection({
  absence,
  status,
  memberName,
  canMark,
  mark,
}: {
  absence: "member" | "coach" | "both" | null;
  status: string;
  memberName: string;
  canMark: boolean;
  /** The page's Conform form "mark": its buttons post the intents "completed" and "no_show". */
  mark: AppFormMetadata;
}) {
  const { t } = useTranslation("absence");
  const { t: coach } = useTranslation("coach");
  const name = memberName || t("formerMember");
  if (status === "cancelled" && (absence === "coach" || absence === "both")) {
    return (
      <Card className="mt-6">
        <h2 className="text-xl font-semibold text-ink">{t("coach.absentTitle")}</h2>
        <p className="mt-2 text-ink">{t("coach.absentText", { member: name })}</p>
      </Card>
    );
  }
  if (!canMark) return null;
  const missed = absence === "member";
  // The member never came: confirming the no-show comes first; otherwise "completed" does.
  const noShow = (
    <Button key="no_show" type="submit" name="intent" value="no_show" variant={missed ? "primary" : "secondary"}>
      {missed ? t("coach.confirmNoShow") : coach("detail.markNoShow")}
    </Button>
  );
  const completed = (
    <Button key="completed" type="submit" name="intent" value="completed" variant={missed ? "secondary" : "primary"}>
      {missed ? t("coach.wasThere") : coach("detail.markCompleted")}
    </Button>
  );
  return (
    <Card className="mt-6">
      <h2 className="text-xl font-semibold text-ink">
        {missed ? t("coach.missedTitle", { member: name }) : coach("detail.markTitle")}
      </h2>
      {missed ? <p className="mt-1 text-ink-muted">{t("coach.missedText")}</p> : null}
      <Form form={mark} className="mt-3 flex flex-wrap gap-3">
        {missed ? [noShow, completed] : [completed, noShow]}
      </Form>
    </Card>
  );
}
