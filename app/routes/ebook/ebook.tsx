import { useNavigation } from "react-router";
import { ErrorSummary } from "~/components/form/error-summary";
import { CheckboxField, TextField } from "~/components/form/fields";
import { Form, useAppForm } from "~/components/form/form";
import { FormMessages } from "~/components/form/messages";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { buttonStyles } from "~/components/ui/button-styles";
import { Card } from "~/components/ui/card";
import { ConfirmAction } from "~/components/ui/confirm-action";
import { Link } from "~/components/ui/link";
import { ebook } from "~/features/ebook/content";
import { ebookLeadSchema } from "~/features/ebook/lead-form";
import { downloadPath } from "~/features/ebook/paths";
import { languageParam } from "~/utils/i18n/config";
import { formatNumber } from "~/utils/i18n/format";
import { getI18n } from "~/utils/i18n/instance";
import { pageMeta } from "~/utils/i18n/meta";
import { useTranslation } from "~/utils/i18n/react";
import { useLanguage } from "~/utils/i18n/use-language";
import type { Route } from "./+types/ebook";
import type { EbookAnswer } from "./ebook.server";

// The free ebook: members download it, visitors leave their address with consent (and may
// withdraw it with the link in the mail). Loader and action are in `ebook.server.ts`.

export { action, loader } from "./ebook.server";

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

/** The PDF's download, as a button. */
function DownloadLink({ href }: { href: string }) {
  const { t } = useTranslation("media");
  return (
    <p>
      <a href={href} download className={buttonStyles.primary}>
        {t("ebook.download")}
      </a>
    </p>
  );
}

export default function Ebook({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("media");
  const lng = useLanguage();
  const { book, member, downloads, withdrawToken, expired } = loaderData;
  const busy = useNavigation().state === "submitting";
  const answer = actionData as EbookAnswer | undefined;
  const [form, fields] = useAppForm({ id: "ebook", schema: ebookLeadSchema, answer });
  return (
    <FormMessages namespace="media" values={answer?.problem?.values ?? {}}>
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

        {withdrawToken && !answer?.withdrawn ? (
          <Card className="mt-8">
            <h2 className="text-xl font-semibold text-ink">{t("ebook.withdrawTitle")}</h2>
            <p className="mt-2 text-ink">{t("ebook.withdrawIntro")}</p>
            {answer?.form === "withdraw" && !answer.withdrawn ? (
              <div className="mt-3">
                <Alert tone="warning">{t("ebook.withdrawUnknown")}</Alert>
              </div>
            ) : null}
            <div className="mt-4">
              <ConfirmAction
                label={t("ebook.withdrawButton")}
                consequence={t("ebook.withdrawConsequence")}
                confirmLabel={t("ebook.withdrawConfirm")}
                intent="withdraw"
              >
                <input type="hidden" name="token" value={withdrawToken} />
              </ConfirmAction>
            </div>
          </Card>
        ) : null}
        {answer?.withdrawn ? (
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
                <DownloadLink href={downloadPath(lng)} />
              </>
            ) : answer?.download ? (
              <>
                <Alert tone="success">{t("ebook.sent")}</Alert>
                <DownloadLink href={answer.download} />
              </>
            ) : (
              <Form form={form} className="flex flex-col gap-4">
                <input type="hidden" name="intent" value="lead" />
                <p className="text-ink">{t("ebook.forVisitors")}</p>
                <ErrorSummary
                  errors={form.allErrors}
                  status={form.status}
                  fieldId={(name) => (name === "email" || name === "consent" ? `ebook-${name}` : null)}
                  // Each field by its name: its message stands beside it.
                  messageOf={(name) =>
                    name === "email" ? t("ebook.email") : name === "consent" ? t("ebook.consentName") : undefined
                  }
                />
                <TextField meta={fields.email} label={t("ebook.email")} type="email" autoComplete="email" />
                <CheckboxField meta={fields.consent} value="yes">
                  {t("ebook.consent")}
                </CheckboxField>
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
    </FormMessages>
  );
}
