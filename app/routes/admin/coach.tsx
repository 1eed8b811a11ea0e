import { data, Form, useNavigation } from "react-router";
import { Alert } from "~/components/ui/alert";
import { buttonStyles } from "~/components/ui/button-styles";
import { Card } from "~/components/ui/card";
import { fieldStyle } from "~/components/ui/field-style";
import { Link } from "~/components/ui/link";
import { getDb } from "~/db/client.server";
import { signedInUser } from "~/features/accounts/areas.server";
import { parseForm } from "~/features/accounts/forms";
import { adminCoachFormSchema, HOLD_REASON_MAX } from "~/features/admin/coaches.schema";
import { adminCoach, changePublicationOf } from "~/features/admin/coaches.server";
import { formatDate, formatDateTime, formatNumber } from "~/features/i18n/format";
import { useTranslation } from "~/features/i18n/react";
import { useLanguage } from "~/features/i18n/use-language";
import { isUuid } from "~/utils/ids";
import type { Route } from "./+types/coach";

/** The practice named in the address, or a 404 (an id that is not a UUID names nothing). */
async function practiceOf(id: string) {
  if (!isUuid(id)) throw data(null, { status: 404 });
  const coach = await adminCoach(await getDb(), id, new Date());
  if (!coach) throw data(null, { status: 404 });
  return coach;
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const user = context.get(signedInUser);
  return { timeZone: user.timeZone, coach: await practiceOf(params.id) };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const actor = context.get(signedInUser);
  if (!isUuid(params.id)) throw data(null, { status: 404 });
  const parsed = parseForm(adminCoachFormSchema, await request.formData(), { with: { id: params.id } });
  if (!parsed.ok) return data({ errors: parsed.errors as Record<string, string>, done: null }, { status: 400 });
  const outcome = await changePublicationOf(await getDb(), actor, parsed.data, new Date());
  if (outcome === "not-found") throw data(null, { status: 404 });
  if (outcome === "incomplete") {
    return data(
      { errors: { form: "coaches.errors.incomplete" } as Record<string, string>, done: null },
      { status: 409 },
    );
  }
  return { errors: {} as Record<string, string>, done: parsed.data.intent };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData?.coach.name ?? "Coach"} · Vitaal · Admin` },
  { name: "robots", content: "noindex" },
];

export default function AdminCoach({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("admin");
  const lng = useLanguage();
  const busy = useNavigation().state === "submitting";
  const { coach, timeZone } = loaderData;
  const reasonError = actionData?.errors.reason;
  // A message about the reason stands beside the field; anything else above the page.
  const error = actionData?.errors.form ?? (reasonError ? undefined : Object.values(actionData?.errors ?? {})[0]);
  const held = coach.hold;
  const holdForm = (label: string, style: string) => (
    <Form method="post" className="flex flex-col gap-2">
      <label htmlFor="hold-reason" className="font-medium text-ink">
        {t("coaches.hold.reason")}
      </label>
      <textarea
        id="hold-reason"
        name="reason"
        rows={3}
        maxLength={HOLD_REASON_MAX}
        aria-invalid={reasonError ? true : undefined}
        aria-describedby={reasonError ? "hold-reason-hint hold-reason-error" : "hold-reason-hint"}
        className={`${fieldStyle} aria-[invalid=true]:border-danger-700`}
      />
      <p id="hold-reason-hint" className="text-sm text-ink-muted">
        {t("coaches.hold.reasonHint", { max: HOLD_REASON_MAX })}
      </p>
      {reasonError ? (
        <p id="hold-reason-error" className="text-sm font-medium text-danger-700">
          {t(reasonError, { max: HOLD_REASON_MAX })}
        </p>
      ) : null}
      <div>
        <button type="submit" name="intent" value="unpublish" disabled={busy} className={style}>
          {label}
        </button>
      </div>
    </Form>
  );
  const figures: [string, number][] = [
    ["month", coach.figures.month],
    ["year", coach.figures.year],
    ["completed", coach.figures.completed],
    ["noShows", coach.figures.noShows],
    ["cancelledByMember", coach.figures.cancelledByMember],
    ["cancelledByCoach", coach.figures.cancelledByCoach],
  ];
  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6">
      <p>
        <Link to="/admin/coaches">{t("coaches.back")}</Link>
      </p>
      <div className="mt-4 flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-ink">{coach.name}</h1>
          <p className="mt-1 text-ink-muted">
            {held
              ? t("coaches.detail.held")
              : coach.published
                ? t("coaches.detail.published")
                : t("coaches.detail.unpublished")}
          </p>
        </div>
        {coach.published ? null : (
          <Form method="post" className="flex flex-wrap gap-3">
            <button type="submit" name="intent" value="publish" disabled={busy} className={buttonStyles.primary}>
              {t("coaches.publish")}
            </button>
            {held ? (
              <button type="submit" name="intent" value="release" disabled={busy} className={buttonStyles.secondary}>
                {t("coaches.release")}
              </button>
            ) : null}
          </Form>
        )}
      </div>
      {coach.deactivated ? (
        <div className="mt-6">
          <Alert tone="warning" title={t("coaches.detail.deactivatedTitle")}>
            {t("coaches.detail.deactivated", { count: coach.figures.upcoming })}
          </Alert>
        </div>
      ) : null}
      {held ? (
        <div className="mt-6">
          <Alert tone="warning" title={t("coaches.detail.heldTitle")}>
            <p>
              {t("coaches.detail.heldSince", {
                date: formatDate(new Date(held.since), lng, timeZone),
                by: held.by ?? t("coaches.pending.formerAdmin"),
              })}
            </p>
            <p className="mt-2 whitespace-pre-line">
              {held.reason ? t("coaches.detail.heldReason", { reason: held.reason }) : t("coaches.detail.noReason")}
            </p>
          </Alert>
        </div>
      ) : null}
      {actionData?.done ? (
        <div className="mt-6">
          <Alert tone="success">{t(`coaches.done.${actionData.done}`)}</Alert>
        </div>
      ) : null}
      {error ? (
        <div className="mt-6">
          <Alert tone="danger" role="alert">
            {t(error)}
          </Alert>
        </div>
      ) : null}

      {held ? null : (
        <div className="mt-8 max-w-xl">
          <Card>
            <h2 className="text-xl font-semibold text-ink">
              {coach.published ? t("coaches.hold.titlePublished") : t("coaches.hold.title")}
            </h2>
            <p className="mt-1 text-ink-muted">{t("coaches.hold.intro")}</p>
            <div className="mt-4">
              {coach.published
                ? holdForm(t("coaches.unpublish"), buttonStyles.secondary)
                : holdForm(t("coaches.hold.submit"), buttonStyles.secondary)}
            </div>
          </Card>
        </div>
      )}

      <div className="mt-8 grid gap-6 md:grid-cols-2">
        <Card>
          <h2 className="text-xl font-semibold text-ink">{t("coaches.detail.account")}</h2>
          <dl className="mt-4 grid grid-cols-[max-content_1fr] gap-x-6 gap-y-2">
            <dt className="text-ink-muted">{t("coaches.columns.email")}</dt>
            <dd className="break-all text-ink">
              {coach.userId ? <Link to={`/admin/users/${coach.userId}`}>{coach.email}</Link> : t("coaches.noAccount")}
            </dd>
            <dt className="text-ink-muted">{t("coaches.detail.page")}</dt>
            <dd className="break-all text-ink">
              {coach.published && !coach.deactivated ? (
                <Link to={`/${lng}/coaches/${coach.slug}`}>{`/${lng}/coaches/${coach.slug}`}</Link>
              ) : (
                t("coaches.detail.notInDirectory")
              )}
            </dd>
            <dt className="text-ink-muted">{t("coaches.columns.nextSlot")}</dt>
            <dd className="text-ink">
              {coach.nextSlot ? formatDateTime(new Date(coach.nextSlot), lng, timeZone) : t("coaches.noSlot")}
            </dd>
          </dl>
        </Card>
        <Card>
          <h2 className="text-xl font-semibold text-ink">{t("coaches.detail.figures")}</h2>
          <p className="mt-1 text-sm text-ink-muted">{t("coaches.figuresHint")}</p>
          <dl className="mt-4 grid grid-cols-[1fr_max-content] gap-x-6 gap-y-2">
            {figures.map(([key, value]) => (
              <div key={key} className="contents">
                <dt className="text-ink-muted">{t(`coaches.columns.${key}`)}</dt>
                <dd className="text-right tabular-nums font-semibold text-ink">{formatNumber(value, lng)}</dd>
              </div>
            ))}
          </dl>
        </Card>
      </div>
    </div>
  );
}
