import { Form as RouterForm } from "react-router";
import { ErrorSummary, type ErrorsByField } from "~/components/form/error-summary";
import type { FieldMeta } from "~/components/form/fields";
import { useAppForm } from "~/components/form/form";
import { FormMessages } from "~/components/form/messages";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Link } from "~/components/ui/link";
import { UndoNotice, UndoOutcome } from "~/components/ui/undo-notice";
import {
  PartnerSettingsCard,
  type PartnerSettingsField,
  partnerMessageValues,
  partnerSettingsDefaults,
  partnerSettingsFields,
} from "~/features/admin/components/partner-settings-card";
import { partnerPageSchema } from "~/features/admin/partners.schema";
import { JoinLinksCard, joinLinkFields } from "~/features/partners/components/join-links-card";
import { formatDate } from "~/utils/i18n/format";
import { useTranslation } from "~/utils/i18n/react";
import { useLanguage } from "~/utils/i18n/use-language";
import type { Route } from "./+types/partner";
import type { PartnerAnswer } from "./partner.server";

// The back office's page of one partner: its settings and single sign-on, its join links, and
// archiving. Loader and action are in `partner.server.ts`; the settings and the new join link are
// Conform forms over `partnerPageSchema`, with one error summary for whichever form was refused
// (decision 028).

export { action, loader } from "./partner.server";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData?.partner.name ?? "Partner"} · Vitaal · Admin` },
  { name: "robots", content: "noindex" },
];

const hasErrors = (errors: ErrorsByField | undefined) =>
  Object.values(errors ?? {}).some((keys) => Boolean(keys?.length));

export default function AdminPartner({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("admin");
  const lng = useLanguage();
  const { partner, timeZone } = loaderData;
  const answer = actionData as PartnerAnswer | undefined;
  const [settings, settingsFields] = useAppForm({
    id: "settings",
    schema: partnerPageSchema,
    answer,
    defaultValue: partnerSettingsDefaults(partner),
  });
  const [link, linkFields] = useAppForm({ id: "link", schema: partnerPageSchema, answer });

  // One summary for the page: the form with errors now (the browser's check or the server's
  // answer), or the answer to a button (archive, end a link). Each message links to its field.
  const refused = [settings, link].find((form) => hasErrors(form.allErrors));
  const summary = refused
    ? { form: refused.id, errors: refused.allErrors, status: refused.status }
    : answer && (answer.form === "archive" || answer.form === "revoke-link")
      ? { form: answer.form, errors: answer.result.error, status: answer.result.status }
      : null;
  const fieldId = (name: string) => {
    if (summary?.form === "settings" && (partnerSettingsFields as readonly string[]).includes(name)) {
      return `settings-${name}`;
    }
    if (summary?.form === "link" && (joinLinkFields as readonly string[]).includes(name)) return `link-${name}`;
    return null;
  };
  const date = (iso: string) => formatDate(new Date(iso), lng, timeZone, "medium");
  const done = answer?.done;

  return (
    <FormMessages namespace="admin" values={partnerMessageValues}>
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
          {loaderData.created && !answer ? <Alert tone="success">{t("partners.done.created")}</Alert> : null}
          {answer?.undo ? (
            <UndoNotice
              message={t("partners.done.archived")}
              token={answer.undo.token}
              expiresAt={answer.undo.expiresAt}
              undoAccessibleLabel={t("partners.archive.undo", { partner: partner.name })}
            />
          ) : done ? (
            <Alert tone="success">{t(`partners.done.${done}`)}</Alert>
          ) : null}
          <UndoOutcome refused={answer?.undoRefused} />
          <ErrorSummary
            errors={summary?.errors}
            status={summary?.status}
            fieldId={fieldId}
            title={t("partners.errors.summary")}
          />
          {partner.archivedAt ? (
            <Alert tone="warning" title={t("partners.archive.bannerTitle", { date: date(partner.archivedAt) })}>
              {t("partners.archive.bannerText")}
            </Alert>
          ) : null}
        </div>

        <PartnerSettingsCard
          partner={partner}
          form={settings}
          // The logo is a file, no field of the schema (the action re-encodes it): Conform's type does not know it.
          fields={settingsFields as unknown as Record<PartnerSettingsField, FieldMeta>}
          report={answer?.report}
        />

        <JoinLinksCard
          links={partner.links}
          origin={loaderData.origin}
          timeZone={timeZone}
          archived={partner.archivedAt !== null}
          intro={t("partners.links.intro")}
          form={link}
          fields={{ linkSlug: linkFields.linkSlug, expiresOn: linkFields.expiresOn, maxUses: linkFields.maxUses }}
        />

        <Card className="mt-8">
          <h2 id="archive-title" className="text-xl font-semibold text-ink">
            {t(partner.archivedAt ? "partners.archive.unarchiveTitle" : "partners.archive.title")}
          </h2>
          <p className="mt-1 max-w-prose text-ink-muted">
            {t(partner.archivedAt ? "partners.archive.unarchiveText" : "partners.archive.text")}
          </p>
          <RouterForm method="post" aria-labelledby="archive-title" className="mt-4">
            {partner.archivedAt ? (
              <Button type="submit" name="intent" value="unarchive" variant="secondary">
                {t("partners.archive.unarchive")}
              </Button>
            ) : (
              <Button type="submit" name="intent" value="archive" variant="danger">
                {t("partners.archive.archive")}
              </Button>
            )}
          </RouterForm>
        </Card>
      </div>
    </FormMessages>
  );
}
