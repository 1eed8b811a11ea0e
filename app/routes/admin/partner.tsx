import { Form } from "react-router";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Link } from "~/components/ui/link";
import {
  PartnerErrorSummary,
  PartnerSettingsCard,
  usePartnerMessage,
} from "~/features/admin/components/partner-settings-card";
import { formatDate } from "~/features/i18n/format";
import { useTranslation } from "~/features/i18n/react";
import { useLanguage } from "~/features/i18n/use-language";
import { JoinLinksCard } from "~/features/partners/components/join-links-card";
import type { Route } from "./+types/partner";
import type { ActionResult } from "./partner.server";

export { action, loader } from "./partner.server";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData?.partner.name ?? "Partner"} · Vitaal · Admin` },
  { name: "robots", content: "noindex" },
];

export default function AdminPartner({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("admin");
  const lng = useLanguage();
  const { partner, timeZone } = loaderData;
  const outcome = actionData as ActionResult | undefined;
  const errorsOf = (...intents: string[]): Record<string, string> =>
    outcome && intents.includes(outcome.intent) ? outcome.errors : {};
  const settingsErrors = errorsOf("update", "test-connection");
  const linkErrors = errorsOf("create-link", "revoke-link");
  const archiveErrors = errorsOf("archive", "unarchive");
  const unknownForm =
    outcome?.errors.form &&
    !["update", "test-connection", "create-link", "revoke-link", "archive", "unarchive"].includes(outcome.intent);
  const say = usePartnerMessage();
  const date = (iso: string) => formatDate(new Date(iso), lng, timeZone, "medium");

  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6">
      <p>
        <Link to="/admin/partners">{t("partners.back")}</Link>
      </p>
      <div className="mt-4 flex flex-wrap items-center gap-4">
        {partner.logo ? (
          <img
            src={partner.logo}
            alt={t("partners.fields.logoAlt", { partner: partner.name })}
            className="h-12 w-auto max-w-48 object-contain"
          />
        ) : null}
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-ink">{partner.name}</h1>
          <p className="mt-1 text-ink-muted">
            {t("partners.summary", { slug: partner.slug, count: partner.members, date: date(partner.createdAt) })}
          </p>
        </div>
      </div>

      <div className="mt-6 flex flex-col gap-3">
        {loaderData.created && !outcome ? <Alert tone="success">{t("partners.done.created")}</Alert> : null}
        {outcome?.done ? <Alert tone="success">{t(`partners.done.${outcome.done}`)}</Alert> : null}
        {unknownForm ? (
          <Alert tone="danger" role="alert">
            {say(outcome?.errors.form)}
          </Alert>
        ) : null}
        {partner.archivedAt ? (
          <Alert tone="warning" title={t("partners.archive.bannerTitle", { date: date(partner.archivedAt) })}>
            {t("partners.archive.bannerText")}
          </Alert>
        ) : null}
      </div>

      <PartnerSettingsCard partner={partner} errors={settingsErrors} report={outcome?.report} />

      <JoinLinksCard
        links={partner.links}
        origin={loaderData.origin}
        timeZone={timeZone}
        archived={partner.archivedAt !== null}
        intro={t("partners.links.intro")}
        errors={linkErrors}
      />

      <Card className="mt-8">
        <h2 id="archive-title" className="text-xl font-semibold text-ink">
          {t(partner.archivedAt ? "partners.archive.unarchiveTitle" : "partners.archive.title")}
        </h2>
        <p className="mt-1 max-w-prose text-ink-muted">
          {t(partner.archivedAt ? "partners.archive.unarchiveText" : "partners.archive.text")}
        </p>
        <div className="mt-4">
          <PartnerErrorSummary errors={archiveErrors} />
        </div>
        <Form method="post" aria-labelledby="archive-title" className="mt-4">
          <input type="hidden" name="intent" value={partner.archivedAt ? "unarchive" : "archive"} />
          <Button type="submit" variant={partner.archivedAt ? "secondary" : "danger"}>
            {t(partner.archivedAt ? "partners.archive.unarchive" : "partners.archive.archive")}
          </Button>
        </Form>
      </Card>
    </div>
  );
}
