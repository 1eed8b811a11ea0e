import { ErrorSummary } from "~/components/form/error-summary";
import { useAppForm } from "~/components/form/form";
import { FormMessages } from "~/components/form/messages";
import { Alert } from "~/components/ui/alert";
import { joinLinksSchema } from "~/features/admin/partners.schema";
import { JoinLinksCard, joinLinkFields } from "~/features/partners/components/join-links-card";
import { useTranslation } from "~/utils/i18n/react";
import type { Route } from "./+types/links";
import type { LinksAnswer } from "./links.server";

// The partner portal's join links: the current partner's links, a form for a new one and a button
// to end each. Loader and action are in `links.server.ts`; the new link's form is a Conform form
// over `joinLinksSchema`, with one error summary for it and the end buttons (decision 028).

export { action, loader } from "./links.server";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData?.title ?? "Partner"} · ${loaderData?.partner.name ?? ""} · Vitaal` },
  { name: "robots", content: "noindex" },
];

export default function PartnerLinks({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("partner");
  const { partner, links, origin, timeZone, done } = loaderData;
  const answer = actionData as LinksAnswer | undefined;
  const [form, fields] = useAppForm({ id: "link", schema: joinLinksSchema, answer });
  // The new link's form as it is checked now, or the answer to an end button.
  const summary =
    answer?.form === "revoke-link"
      ? { errors: answer.result.error, status: answer.result.status }
      : { errors: form.allErrors, status: form.status };
  const fieldId = (name: string) =>
    answer?.form !== "revoke-link" && (joinLinkFields as readonly string[]).includes(name) ? `link-${name}` : null;
  return (
    <FormMessages namespace="partner">
      <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6">
        <h1 className="text-3xl font-bold tracking-tight text-ink">{t("linksPage.title")}</h1>
        <p className="mt-2 max-w-prose text-ink-muted">{t("linksPage.lead", { partner: partner.name })}</p>
        <JoinLinksCard
          links={links}
          origin={origin}
          timeZone={timeZone}
          archived={partner.archived}
          title={t("linksPage.listTitle")}
          intro={t("linksPage.intro")}
          form={form}
          fields={{ linkSlug: fields.linkSlug, expiresOn: fields.expiresOn, maxUses: fields.maxUses }}
          notice={
            <>
              {done && !answer ? <Alert tone="success">{t(`links.done.${done}`)}</Alert> : null}
              <ErrorSummary
                errors={summary.errors}
                status={summary.status}
                fieldId={fieldId}
                title={t("links.errors.summary")}
              />
            </>
          }
        />
      </div>
    </FormMessages>
  );
}
