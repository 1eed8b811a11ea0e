import { Form as RouterForm, useNavigation } from "react-router";
import { ErrorSummary } from "~/components/form/error-summary";
import { FormMessages } from "~/components/form/messages";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Link } from "~/components/ui/link";
import { adminMeta } from "~/features/admin/overview";
import type { Language } from "~/utils/i18n/config";
import { formatDateTime, formatNumber } from "~/utils/i18n/format";
import { useTranslation } from "~/utils/i18n/react";
import { useLanguage } from "~/utils/i18n/use-language";
import type { Route } from "./+types/safety";
import type { SafetyAnswer } from "./safety.server";

// Coaches' safety concerns: open ones first (the longest waiting on top), then the handled ones.
// For administrators only, and never in any partner figure. Loader and action are in
// `safety.server.ts`; a refused button is answered in the one error summary (decision 028).

export { action, loader } from "./safety.server";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "sessions:admin.metaTitle");

type Concern = Route.ComponentProps["loaderData"]["concerns"][number];

export default function AdminSafety({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("sessions");
  const lng = useLanguage();
  const { concerns, timeZone } = loaderData;
  const answer = actionData as SafetyAnswer | undefined;
  const open = concerns.filter((concern) => concern.handledAt === null);
  const handled = concerns.filter((concern) => concern.handledAt !== null);
  return (
    <FormMessages namespace="sessions">
      <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6">
        <h1 className="text-3xl font-bold tracking-tight text-ink">{t("admin.title")}</h1>
        <p className="mt-2 max-w-prose text-ink-muted">{t("admin.intro")}</p>

        <div aria-live="polite" className="mt-4 flex flex-col gap-3 empty:hidden">
          {answer?.done ? <Alert tone="success">{t(`admin.done.${answer.done}`)}</Alert> : null}
          <ErrorSummary errors={answer?.result.error} status={answer?.result.status} fieldId={() => null} />
        </div>

        <section aria-labelledby="open-concerns" className="mt-8">
          <h2 id="open-concerns" className="text-xl font-semibold text-ink">
            {t("admin.openHeading", { count: formatNumber(open.length, lng) })}
          </h2>
          {open.length === 0 ? (
            <p className="mt-3 text-ink-muted">{t("admin.emptyOpen")}</p>
          ) : (
            <ul className="mt-4 flex flex-col gap-4">
              {open.map((concern) => (
                <li key={concern.id}>
                  <ConcernCard concern={concern} lng={lng} timeZone={timeZone} />
                </li>
              ))}
            </ul>
          )}
        </section>

        <section aria-labelledby="handled-concerns" className="mt-10">
          <h2 id="handled-concerns" className="text-xl font-semibold text-ink">
            {t("admin.handledHeading")}
          </h2>
          {handled.length === 0 ? (
            <p className="mt-3 text-ink-muted">{t("admin.emptyHandled")}</p>
          ) : (
            <ul className="mt-4 flex flex-col gap-4">
              {handled.map((concern) => (
                <li key={concern.id}>
                  <ConcernCard concern={concern} lng={lng} timeZone={timeZone} />
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </FormMessages>
  );
}

function ConcernCard({ concern, lng, timeZone }: { concern: Concern; lng: Language; timeZone: string }) {
  const { t } = useTranslation("sessions");
  const busy = useNavigation().state === "submitting";
  const memberName = concern.member?.name ?? t("admin.formerMember");
  const titleId = `concern-${concern.id}`;
  return (
    <Card>
      <article aria-labelledby={titleId}>
        <h3 id={titleId} className="text-lg font-semibold text-ink">
          {t("admin.concernTitle", { coach: concern.coach.name, member: memberName })}
        </h3>
        <dl className="mt-3 grid grid-cols-1 gap-x-6 gap-y-1 sm:grid-cols-[max-content_1fr]">
          <dt className="text-ink-muted">{t("admin.coach")}</dt>
          <dd className="text-ink">
            <Link to={`/admin/coaches/${concern.coach.id}`}>{concern.coach.name}</Link>
          </dd>
          <dt className="text-ink-muted">{t("admin.member")}</dt>
          <dd className="text-ink">
            {concern.member ? <Link to={`/admin/users/${concern.member.id}`}>{concern.member.name}</Link> : memberName}
          </dd>
          <dt className="text-ink-muted">{t("admin.session")}</dt>
          <dd className="text-ink">{formatDateTime(new Date(concern.startsAt), lng, timeZone)}</dd>
          <dt className="text-ink-muted">{t("admin.markedAt")}</dt>
          <dd className="text-ink">{formatDateTime(new Date(concern.createdAt), lng, timeZone)}</dd>
          <dt className="text-ink-muted">{t("admin.referred")}</dt>
          <dd className="text-ink">
            {concern.referred && concern.referredTo
              ? t("admin.referredTo", { to: t(`safety.targets.${concern.referredTo}`) })
              : t("admin.notReferred")}
          </dd>
          {concern.handledAt ? (
            <>
              <dt className="text-ink-muted">{t("admin.handledAt")}</dt>
              <dd className="text-ink">
                {formatDateTime(new Date(concern.handledAt), lng, timeZone)}
                {concern.handledBy ? ` ${t("admin.handledBy", { name: concern.handledBy })}` : ""}
              </dd>
            </>
          ) : null}
        </dl>
        <h4 className="mt-4 font-semibold text-ink">{t("admin.agreed")}</h4>
        <p className="mt-1 whitespace-pre-line break-words text-ink">{concern.agreed}</p>
        {concern.handledAt ? null : (
          <RouterForm method="post" className="mt-4">
            <input type="hidden" name="id" value={concern.id} />
            <Button
              type="submit"
              name="intent"
              value="handle"
              isDisabled={busy}
              variant="secondary"
              aria-describedby={titleId}
            >
              {t("admin.markHandled")}
            </Button>
          </RouterForm>
        )}
      </article>
    </Card>
  );
}
