import { data, Form, useNavigation } from "react-router";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { fieldStyle } from "~/components/ui/field-style";
import { Link } from "~/components/ui/link";
import { getDb } from "~/db/client.server";
import { parseForm } from "~/features/accounts/forms";
import { consumeEach } from "~/features/accounts/rate-limits.server";
import { getCurrentUser } from "~/features/accounts/session.server";
import { ebook } from "~/features/ebook/content";
import { createLead, downloadCount, withdrawLead } from "~/features/ebook/ebook.server";
import { ebookFormSchema } from "~/features/ebook/lead-form";
import { downloadPath } from "~/features/ebook/paths";
import { languageParam } from "~/features/i18n/config";
import { formatNumber } from "~/features/i18n/format";
import { getI18n } from "~/features/i18n/instance";
import { pageMeta } from "~/features/i18n/meta";
import { useTranslation } from "~/features/i18n/react";
import { requestContext } from "~/utils/request-context.server";
import { requestText } from "~/utils/text";
import type { Route } from "./+types/ebook";

export async function loader({ request, params }: Route.LoaderArgs) {
  const lng = languageParam(params.lng);
  const user = await getCurrentUser(request);
  const url = new URL(request.url);
  const book = ebook[lng];
  return {
    book: {
      title: book.title,
      subtitle: book.subtitle,
      description: book.description,
      chapters: book.chapters.map((chapter) => chapter.title),
    },
    member: Boolean(user?.roles.includes("member")),
    downloads: await downloadCount(await getDb()),
    // Only carried into the withdrawal form; its format is checked when that form is sent.
    withdrawToken: requestText(url.searchParams.get("withdraw"), 64) || null,
    expired: url.searchParams.has("expired"),
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const lng = languageParam(params.lng);
  const form = await request.formData();
  const parsed = parseForm(ebookFormSchema, form);
  // A withdrawal link whose token is malformed is as unknown as one whose token is not on file.
  if (!parsed.ok && form.get("intent") === "withdraw" && parsed.errors.token)
    return data({ withdrawn: false, errors: null, download: null }, { status: 404 });
  if (!parsed.ok) return data({ withdrawn: false, errors: parsed.errors, download: null }, { status: 400 });
  const db = await getDb();
  const now = new Date();
  if (parsed.data.intent === "withdraw") {
    const withdrawn = await withdrawLead(db, parsed.data.token, now);
    return data({ withdrawn, errors: null, download: null }, { status: withdrawn ? 200 : 404 });
  }
  // Each lead mails its address: limited per client and per address.
  const allowed = await consumeEach([
    ["ebookClient", context.get(requestContext).clientIp],
    ["ebookAddress", parsed.data.email],
  ]);
  if (!allowed.ok)
    return data(
      {
        withdrawn: false,
        errors: { email: "ebook.errors.tooManyRequests" } as Partial<Record<string, string>>,
        download: null,
        minutes: allowed.minutes,
      },
      { status: 429 },
    );
  const token = await createLead(db, parsed.data.email, lng, now);
  return { withdrawn: false, errors: null, download: downloadPath(lng, token) };
}

export const meta: Route.MetaFunction = ({ params, matches }) => {
  const lng = languageParam(params.lng);
  const { t } = getI18n(lng);
  return pageMeta({
    title: ebook[lng].title,
    description: t("media:ebook.metaDescription"),
    lng,
    path: "/ebook",
    origin: matches[0]?.loaderData?.origin ?? "",
  });
};

export default function Ebook({ loaderData, actionData, params }: Route.ComponentProps) {
  const { t } = useTranslation("media");
  const lng = languageParam(params.lng);
  const { book, member, downloads, withdrawToken, expired } = loaderData;
  const busy = useNavigation().state === "submitting";
  const errors = actionData?.errors ?? null;
  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6">
      <div className="grid gap-10 md:grid-cols-[16rem_1fr]">
        <img
          src="/images/ebook-cover.svg"
          alt={t("ebook.coverAlt", { title: book.title })}
          className="w-64 rounded-xl shadow-lg"
        />
        <div>
          <p className="text-sm font-semibold uppercase tracking-wide text-brand-800">{t("ebook.label")}</p>
          <h1 className="mt-1 text-3xl font-bold tracking-tight text-ink sm:text-4xl">{book.title}</h1>
          <p className="mt-2 text-xl text-ink-muted">{book.subtitle}</p>
          <p className="mt-4 text-ink">{book.description}</p>
          <p className="mt-2 text-sm text-ink-muted">
            {t("ebook.downloads", { count: downloads, formatted: formatNumber(downloads, lng) })}
          </p>
        </div>
      </div>

      {withdrawToken && !actionData?.withdrawn ? (
        <Card className="mt-8">
          <h2 className="text-xl font-semibold text-ink">{t("ebook.withdrawTitle")}</h2>
          <p className="mt-2 text-ink">{t("ebook.withdrawIntro")}</p>
          {actionData && !actionData.withdrawn && !actionData.errors && !actionData.download ? (
            <div className="mt-3">
              <Alert tone="warning">{t("ebook.withdrawUnknown")}</Alert>
            </div>
          ) : null}
          <Form method="post" className="mt-4">
            <input type="hidden" name="intent" value="withdraw" />
            <input type="hidden" name="token" value={withdrawToken} />
            <Button type="submit" variant="danger" isDisabled={busy}>
              {t("ebook.withdrawButton")}
            </Button>
          </Form>
        </Card>
      ) : null}
      {actionData?.withdrawn ? (
        <div className="mt-8">
          <Alert tone="success">{t("ebook.withdrawn")}</Alert>
        </div>
      ) : null}

      <div className="mt-10 grid gap-8 md:grid-cols-2">
        <Card>
          <h2 className="text-xl font-semibold text-ink">{t("ebook.contents")}</h2>
          <ol className="mt-3 list-decimal space-y-1.5 pl-5 text-ink">
            {book.chapters.map((chapter) => (
              <li key={chapter}>{chapter}</li>
            ))}
          </ol>
        </Card>
        <Card className="flex flex-col gap-4">
          <h2 className="text-xl font-semibold text-ink">{t("ebook.getIt")}</h2>
          {expired ? <Alert tone="warning">{t("ebook.linkExpired")}</Alert> : null}
          {member ? (
            <>
              <p className="text-ink">{t("ebook.forMembers")}</p>
              <p>
                <a
                  href={downloadPath(lng)}
                  download
                  className="inline-flex min-h-11 items-center rounded-[var(--radius-control)] bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800"
                >
                  {t("ebook.download")}
                </a>
              </p>
            </>
          ) : actionData?.download ? (
            <>
              <Alert tone="success">{t("ebook.sent")}</Alert>
              <p>
                <a
                  href={actionData.download}
                  download
                  className="inline-flex min-h-11 items-center rounded-[var(--radius-control)] bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800"
                >
                  {t("ebook.download")}
                </a>
              </p>
            </>
          ) : (
            <Form method="post" className="flex flex-col gap-4" noValidate>
              <input type="hidden" name="intent" value="lead" />
              <p className="text-ink">{t("ebook.forVisitors")}</p>
              {errors?.form ? (
                <Alert tone="danger" role="alert">
                  {t(errors.form)}
                </Alert>
              ) : null}
              <div className="flex flex-col gap-1.5">
                <label htmlFor="ebook-email" className="font-medium text-ink">
                  {t("ebook.email")}
                </label>
                <input
                  id="ebook-email"
                  name="email"
                  type="email"
                  autoComplete="email"
                  required
                  aria-invalid={errors?.email ? true : undefined}
                  aria-describedby={errors?.email ? "ebook-email-error" : undefined}
                  className={fieldStyle}
                />
                {errors?.email ? (
                  <p id="ebook-email-error" className="text-sm font-medium text-danger-700">
                    {t(errors.email, {
                      minutes: actionData && "minutes" in actionData ? actionData.minutes : undefined,
                    })}
                  </p>
                ) : null}
              </div>
              <div className="flex flex-col gap-1.5">
                <label className="flex items-start gap-3">
                  <input
                    type="checkbox"
                    name="consent"
                    value="yes"
                    required
                    aria-invalid={errors?.consent ? true : undefined}
                    aria-describedby={errors?.consent ? "ebook-consent-error" : undefined}
                    className="mt-1 size-5 accent-brand-700"
                  />
                  <span className="text-ink">{t("ebook.consent")}</span>
                </label>
                {errors?.consent ? (
                  <p id="ebook-consent-error" className="text-sm font-medium text-danger-700">
                    {t(errors.consent)}
                  </p>
                ) : null}
              </div>
              <div>
                <Button type="submit" isDisabled={busy}>
                  {t("ebook.send")}
                </Button>
              </div>
              <p className="text-sm text-ink-muted">
                {t("ebook.orMember")}{" "}
                <Link to={`/${lng}/login?returnTo=${encodeURIComponent(`/${lng}/ebook`)}`}>{t("ebook.login")}</Link>
              </p>
            </Form>
          )}
        </Card>
      </div>
    </div>
  );
}
