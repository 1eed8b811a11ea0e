import { Card } from "~/components/ui/card";
import { Link } from "~/components/ui/link";
import { formatDateTime } from "~/utils/i18n/format";
import { useTranslation } from "~/utils/i18n/react";
import { useLanguage } from "~/utils/i18n/use-language";
import type { Route } from "./+types/appointment";

// The coach's appointment page (`appointment.tsx`): what the coach needs before the session.

type LoaderData = Route.ComponentProps["loaderData"];

/** What the coach needs before the next session: the member's shared goals and the last agreements. */
export function MemberContext({
  memberId,
  memberName,
  goals,
  lastAgreement,
  zone,
}: {
  memberId: string;
  memberName: string;
  goals: LoaderData["sharedGoals"];
  lastAgreement: LoaderData["lastAgreement"];
  zone: string;
}) {
  const { t } = useTranslation("coach");
  const lng = useLanguage();
  return (
    <div className="mt-6 grid gap-6 md:grid-cols-2">
      <section aria-labelledby="goals-heading">
        <Card className="h-full">
          <h2 id="goals-heading" className="text-xl font-semibold text-ink">
            {t("sessions:context.goalsTitle")}
          </h2>
          {goals.length === 0 ? (
            <p className="mt-2 text-ink-muted">{t("sessions:context.goalsNone")}</p>
          ) : (
            <ul className="mt-2 flex flex-col gap-3">
              {goals.map((goal) => {
                const done = goal.steps.filter((step) => step.done).length;
                return (
                  <li key={goal.id}>
                    <p className="font-semibold text-ink">{goal.title}</p>
                    <p className="text-sm text-ink-muted">
                      {goal.status === "proposed"
                        ? t("sessions:context.proposed")
                        : goal.lastCheckIn
                          ? t("sessions:context.progress", {
                              progress: goal.lastCheckIn.progress,
                              when: formatDateTime(new Date(goal.lastCheckIn.at), lng, zone),
                            })
                          : t("sessions:context.noCheckIn")}
                      {goal.steps.length > 0
                        ? ` · ${t("sessions:context.stepsDone", { done, total: goal.steps.length })}`
                        : ""}
                    </p>
                  </li>
                );
              })}
            </ul>
          )}
          <p className="mt-3">
            <Link to={`/coach/goals/${memberId}`}>
              {t("sessions:context.goalsLink", { name: memberName || t("appointments.formerMember") })}
            </Link>
          </p>
        </Card>
      </section>
      <section aria-labelledby="last-agreement-heading">
        <Card className="h-full">
          <h2 id="last-agreement-heading" className="text-xl font-semibold text-ink">
            {t("sessions:context.lastTitle")}
          </h2>
          {lastAgreement ? (
            <>
              <p className="mt-1 text-sm text-ink-muted">
                <Link to={`/coach/appointments/${lastAgreement.appointmentId}`}>
                  {t("sessions:context.lastFrom", {
                    when: formatDateTime(new Date(lastAgreement.startsAt), lng, zone),
                  })}
                </Link>
              </p>
              <p className="mt-2 whitespace-pre-line break-words text-ink">{lastAgreement.summary}</p>
              {lastAgreement.agreements ? (
                <p className="mt-2 whitespace-pre-line break-words border-l-4 border-brand-300 pl-3 text-ink">
                  {lastAgreement.agreements}
                </p>
              ) : null}
            </>
          ) : (
            <p className="mt-2 text-ink-muted">{t("sessions:context.lastNone")}</p>
          )}
        </Card>
      </section>
    </div>
  );
}
