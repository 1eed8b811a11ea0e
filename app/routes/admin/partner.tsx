import { data, Form } from "react-router";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { fieldStyle } from "~/components/ui/field-style";
import { Link } from "~/components/ui/link";
import { TextField } from "~/components/ui/text-field";
import { getDb } from "~/db/client.server";
import { signedInUser } from "~/features/accounts/areas.server";
import { authSecret } from "~/features/accounts/auth.server";
import { parseForm } from "~/features/accounts/forms";
import { createJoinLink, revokeJoinLink } from "~/features/admin/join-links.server";
import { LOGO_UPLOAD_LIMIT } from "~/features/admin/logo";
import { loginMethods, MAX_ALLOWANCE, MAX_DOMAINS, partnerPageSchema } from "~/features/admin/partners.schema";
import { partnerForAdmin, setPartnerArchived, updatePartner } from "~/features/admin/partners.server";
import { type ConnectionReport, issuerError, testConnection } from "~/features/admin/partners-connection.server";
import { reencodeLogo } from "~/features/admin/partners-logo.server";
import { formatDate } from "~/features/i18n/format";
import { useTranslation } from "~/features/i18n/react";
import { useLanguage } from "~/features/i18n/use-language";
import { JoinLinksCard } from "~/features/partners/components/join-links-card";
import { env, siteOrigin } from "~/utils/env.server";
import { isSlug } from "~/utils/ids";
import type { Route } from "./+types/partner";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const user = context.get(signedInUser);
  const partner = isSlug(params.slug) ? await partnerForAdmin(await getDb(), params.slug) : null;
  if (!partner) throw data(null, { status: 404 });
  const url = new URL(request.url);
  return {
    partner,
    origin: siteOrigin(env(), request),
    timeZone: user.timeZone,
    created: url.searchParams.has("created"),
  };
}

type Done = "saved" | "archived" | "unarchived" | "link-created" | "link-revoked";

interface ActionResult {
  intent: string;
  errors: Record<string, string>;
  done?: Done;
  report?: ConnectionReport & { tested: string };
}

const result = (value: ActionResult, status = 200) => data(value, { status });

export async function action({ request, params, context }: Route.ActionArgs) {
  const actor = context.get(signedInUser);
  const db = await getDb();
  const slug = isSlug(params.slug) ? params.slug : null;
  if (!slug) throw data(null, { status: 404 });
  const form = await request.formData();
  const parsed = parseForm(partnerPageSchema, form);
  const posted = typeof form.get("intent") === "string" ? String(form.get("intent")).slice(0, 40) : "";
  const errors: Record<string, string> = parsed.ok ? {} : ({ ...parsed.errors } as Record<string, string>);
  let logo: Uint8Array | null = null;
  if (posted === "update") {
    const file = form.get("logo");
    if (typeof file === "object" && file !== null && file.size > 0) {
      const encoded = await reencodeLogo(file);
      if (encoded.ok) logo = encoded.webp;
      else errors.logo = `partners.errors.logo-${encoded.error}`;
    }
  }
  if (!parsed.ok || Object.keys(errors).length > 0) return result({ intent: posted, errors }, 400);
  const input = parsed.data;
  // The issuer is an address this server will fetch: refused here, under this server's outbound
  // rules (https in production; this machine only for tests and the demo's provider), before it
  // is saved or tested.
  const issuer =
    input.intent === "test-connection" || (input.intent === "update" && input.loginMethods !== "password")
      ? input.ssoIssuer
      : null;
  const issuerProblem = issuer === null ? null : issuerError(issuer);
  if (issuerProblem) return result({ intent: input.intent, errors: { ssoIssuer: issuerProblem } }, 400);
  const deps = { db, secret: authSecret() };
  const outcome = await (async () => {
    switch (input.intent) {
      case "update": {
        const { intent: _intent, ...fields } = input;
        const write = await updatePartner(deps, actor, slug, fields, logo);
        // Saving reads the provider's configuration at once: the administrator sees whether it
        // works, and the partner's logins start from what was read here.
        const checked = write.ok && issuer !== null ? { ...(await testConnection(issuer)), tested: issuer } : undefined;
        return { done: "saved" as const, write, checked };
      }
      case "archive":
      case "unarchive":
        return {
          done: input.intent === "archive" ? ("archived" as const) : ("unarchived" as const),
          write: await setPartnerArchived(deps, actor, slug, input.intent === "archive"),
        };
      case "create-link": {
        const { intent: _intent, ...link } = input;
        const write = await createJoinLink(deps, actor, slug, link, { timeZone: actor.timeZone });
        return { done: "link-created" as const, write };
      }
      case "revoke-link":
        return { done: "link-revoked" as const, write: await revokeJoinLink(deps, actor, slug, input.linkId) };
      case "test-connection":
        return { report: { ...(await testConnection(input.ssoIssuer)), tested: input.ssoIssuer } };
    }
  })();
  if ("report" in outcome) return result({ intent: input.intent, errors: {}, report: outcome.report });
  if (!outcome.write.ok) {
    if (outcome.write.status === 404 && outcome.write.errors.form === "partners.errors.partnerUnknown") {
      throw data(null, { status: 404 });
    }
    return result(
      { intent: input.intent, errors: outcome.write.errors as Record<string, string> },
      outcome.write.status,
    );
  }
  const checked = "checked" in outcome ? outcome.checked : undefined;
  return result({ intent: input.intent, errors: {}, done: outcome.done, ...(checked ? { report: checked } : {}) });
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData?.partner.name ?? "Partner"} · Vitaal · Admin` },
  { name: "robots", content: "noindex" },
];

const megabytes = LOGO_UPLOAD_LIMIT / 1024 / 1024;

function ConnectionResult({ report }: { report: NonNullable<ActionResult["report"]> }) {
  const { t } = useTranslation("admin");
  if (!report.ok) {
    return (
      <Alert tone="danger" title={t("partners.connection.failedTitle")}>
        {t(`partners.connection.problem.${report.problem}`, { issuer: report.tested })}
      </Alert>
    );
  }
  // Only the issuer as typed and fixed words: what the address answered is never shown.
  return (
    <Alert
      tone={report.issuerMatches ? "success" : "warning"}
      title={t(report.issuerMatches ? "partners.connection.okTitle" : "partners.connection.mismatchTitle")}
    >
      <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="font-medium">{t("partners.connection.issuer")}</dt>
        <dd className="break-all font-mono">{report.tested}</dd>
      </dl>
      <p className="mt-2">
        {t(report.issuerMatches ? "partners.connection.okText" : "partners.connection.mismatchText", {
          typed: report.tested,
        })}
      </p>
    </Alert>
  );
}

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
  const say = (key: string | undefined) =>
    key ? t(key, { max: MAX_ALLOWANCE, megabytes, domains: MAX_DOMAINS }) : undefined;
  const date = (iso: string) => formatDate(new Date(iso), lng, timeZone, "medium");

  const fieldError = (errors: Record<string, string>, field: string, id = field) =>
    errors[field] ? (
      <p id={`${id}-error`} className="text-sm font-medium text-danger-700">
        {say(errors[field])}
      </p>
    ) : null;
  const describedBy = (errors: Record<string, string>, field: string, hint?: string) =>
    [hint, errors[field] ? `${field}-error` : null].filter(Boolean).join(" ") || undefined;

  const summary = (errors: Record<string, string>, prefix = "") =>
    Object.keys(errors).length > 0 ? (
      <Alert tone="danger" role="alert" title={t("partners.errors.summary")}>
        <ul className="list-disc pl-5">
          {Object.entries(errors).map(([field, key]) => (
            <li key={field}>
              {field === "form" ? (
                say(key)
              ) : (
                <a href={`#${prefix}${field}`} className="underline underline-offset-2">
                  {say(key)}
                </a>
              )}
            </li>
          ))}
        </ul>
      </Alert>
    ) : null;

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

      <Card className="mt-8">
        <h2 id="settings-title" className="text-xl font-semibold text-ink">
          {t("partners.settings.title")}
        </h2>
        <div className="mt-4">{summary(settingsErrors)}</div>
        <Form
          method="post"
          encType="multipart/form-data"
          aria-labelledby="settings-title"
          className="mt-4 flex flex-col gap-6"
        >
          <div className="grid gap-5 md:grid-cols-2">
            <TextField
              id="name"
              name="name"
              label={t("partners.fields.name")}
              defaultValue={partner.name}
              error={say(settingsErrors.name)}
            />
            <div className="flex flex-col gap-1.5">
              <span className="font-medium text-ink">{t("partners.fields.slug")}</span>
              <p className="min-h-11 py-2 font-mono text-ink">{partner.slug}</p>
              <p className="text-sm text-ink-muted">{t("partners.fields.slugFixed")}</p>
            </div>
            <div className="flex items-end gap-3">
              <div className="grow">
                <TextField
                  id="brandColor"
                  name="brandColor"
                  label={t("partners.fields.brandColor")}
                  hint={t("partners.fields.brandColorHint")}
                  defaultValue={partner.brandColor}
                  error={say(settingsErrors.brandColor)}
                />
              </div>
              <div
                className="mb-7 flex size-11 shrink-0 items-center justify-center rounded-[var(--radius-control)] font-semibold text-white"
                style={{ backgroundColor: partner.brandColor }}
                title={t("partners.fields.brandColorSample")}
              >
                <span aria-hidden="true">Aa</span>
              </div>
            </div>
            <TextField
              id="coachingAllowance"
              name="coachingAllowance"
              label={t("partners.fields.allowance")}
              hint={t("partners.fields.allowanceHint", { max: MAX_ALLOWANCE })}
              defaultValue={String(partner.coachingAllowance)}
              error={say(settingsErrors.coachingAllowance)}
            />
            <div lang="nl">
              <TextField
                id="taglineNl"
                name="taglineNl"
                label={t("partners.fields.taglineNl")}
                defaultValue={partner.taglineNl}
                error={say(settingsErrors.taglineNl)}
              />
            </div>
            <div lang="en">
              <TextField
                id="taglineEn"
                name="taglineEn"
                label={t("partners.fields.taglineEn")}
                defaultValue={partner.taglineEn}
                error={say(settingsErrors.taglineEn)}
              />
            </div>
          </div>

          <div className="flex flex-col gap-1.5">
            <label htmlFor="logo" className="font-medium text-ink">
              {t("partners.fields.logo")}
            </label>
            <input
              id="logo"
              name="logo"
              type="file"
              accept="image/jpeg,image/png,image/webp"
              aria-describedby={describedBy(settingsErrors, "logo", "logo-hint")}
              aria-invalid={settingsErrors.logo ? true : undefined}
              className={`${fieldStyle} file:mr-3 file:rounded-[var(--radius-control)] file:border file:border-brand-700 file:bg-surface file:px-3 file:py-1 file:font-semibold file:text-brand-800`}
            />
            <p id="logo-hint" className="text-sm text-ink-muted">
              {t("partners.fields.logoHint", { megabytes })}
            </p>
            {fieldError(settingsErrors, "logo")}
            {partner.logo ? (
              <label className="mt-1 flex items-center gap-3 text-ink">
                <input type="checkbox" name="removeLogo" value="yes" className="size-5 accent-brand-700" />
                {t("partners.fields.removeLogo")}
              </label>
            ) : null}
          </div>

          <fieldset
            className="flex flex-col gap-2"
            aria-describedby={describedBy(settingsErrors, "loginMethods", "loginMethods-hint")}
          >
            <legend className="font-medium text-ink">{t("partners.fields.loginMethods")}</legend>
            {loginMethods.map((method) => (
              <label key={method} className="flex items-center gap-3 text-ink">
                <input
                  id={method === partner.loginMethods ? "loginMethods" : undefined}
                  type="radio"
                  name="loginMethods"
                  value={method}
                  defaultChecked={method === partner.loginMethods}
                  className="size-5 accent-brand-700"
                />
                {t(`partners.loginMethods.${method}`)}
              </label>
            ))}
            <p id="loginMethods-hint" className="text-sm text-ink-muted">
              {t("partners.fields.loginMethodsHint")}
            </p>
            {fieldError(settingsErrors, "loginMethods")}
          </fieldset>

          <div className="flex flex-col gap-1.5">
            <label htmlFor="emailDomains" className="font-medium text-ink">
              {t("partners.fields.domains")}
            </label>
            <textarea
              id="emailDomains"
              name="emailDomains"
              rows={3}
              defaultValue={partner.ssoEmailDomains.join("\n")}
              aria-describedby={describedBy(settingsErrors, "emailDomains", "emailDomains-hint")}
              aria-invalid={settingsErrors.emailDomains ? true : undefined}
              className={`${fieldStyle} font-mono`}
            />
            <p id="emailDomains-hint" className="text-sm text-ink-muted">
              {t("partners.fields.domainsHint", { domains: MAX_DOMAINS })}
            </p>
            {fieldError(settingsErrors, "emailDomains")}
          </div>

          <fieldset className="flex flex-col gap-5 rounded-[var(--radius-control)] border border-line p-4">
            <legend className="px-1 font-semibold text-ink">{t("partners.sso.title")}</legend>
            <p className="text-sm text-ink-muted">{t("partners.sso.intro")}</p>
            <TextField
              id="ssoIssuer"
              name="ssoIssuer"
              type="url"
              label={t("partners.fields.issuer")}
              hint={t("partners.fields.issuerHint")}
              defaultValue={partner.ssoIssuer}
              error={say(settingsErrors.ssoIssuer)}
            />
            <TextField
              id="ssoClientId"
              name="ssoClientId"
              label={t("partners.fields.clientId")}
              defaultValue={partner.ssoClientId}
              error={say(settingsErrors.ssoClientId)}
            />
            <TextField
              id="ssoClientSecret"
              name="ssoClientSecret"
              type="password"
              autoComplete="new-password"
              label={t("partners.fields.clientSecret")}
              hint={t(
                partner.hasClientSecret ? "partners.fields.clientSecretStored" : "partners.fields.clientSecretNone",
              )}
              error={say(settingsErrors.ssoClientSecret)}
            />
            <label className="flex items-center gap-3 text-ink">
              <input
                type="checkbox"
                name="ssoProvisioning"
                value="yes"
                defaultChecked={partner.ssoProvisioning}
                className="size-5 accent-brand-700"
              />
              {t("partners.fields.provisioning")}
            </label>
            <div className="flex flex-col gap-3">
              <div>
                <Button type="submit" name="intent" value="test-connection" variant="secondary">
                  {t("partners.connection.test")}
                </Button>
              </div>
              <div aria-live="polite">{outcome?.report ? <ConnectionResult report={outcome.report} /> : null}</div>
            </div>
          </fieldset>

          <div>
            <Button type="submit" name="intent" value="update">
              {t("partners.settings.save")}
            </Button>
          </div>
        </Form>
      </Card>

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
        <div className="mt-4">{summary(archiveErrors)}</div>
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
