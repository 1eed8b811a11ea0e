import { data, Form, useNavigation } from "react-router";
import { Alert } from "~/components/ui/alert";
import { buttonStyles } from "~/components/ui/button-styles";
import { Card } from "~/components/ui/card";
import { Link } from "~/components/ui/link";
import { getDb } from "~/db/client.server";
import { signedInUser } from "~/features/accounts/areas.server";
import { parseForm } from "~/features/accounts/forms";
import { adminCoachFormSchema } from "~/features/admin/coaches.schema";
import { adminCoach, setPublished } from "~/features/admin/coaches.server";
import { formatDateTime, formatNumber } from "~/features/i18n/format";
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
  const outcome = await setPublished(await getDb(), actor, parsed.data.id, parsed.data.intent === "publish");
  if (outcome === "not-found") throw data(null, { status: 404 });
  if (outcome === "incomplete") {
    return data({ errors: { form: "coaches.errors.incomplete" }, done: null }, { status: 409 });
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
  const error = actionData?.errors.form ?? Object.values(actionData?.errors ?? {})[0];
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
            {coach.published ? t("coaches.detail.published") : t("coaches.detail.unpublished")}
          </p>
        </div>
        <Form method="post">
          <button
            type="submit"
            name="intent"
            value={coach.published ? "unpublish" : "publish"}
            disabled={busy}
            className={coach.published ? buttonStyles.secondary : buttonStyles.primary}
          >
            {coach.published ? t("coaches.unpublish") : t("coaches.publish")}
          </button>
        </Form>
      </div>
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
              {coach.published ? (
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
