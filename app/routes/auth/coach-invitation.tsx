import { Form, useNavigation } from "react-router";
import { Alert } from "~/components/ui/alert";
import { buttonStyles } from "~/components/ui/button-styles";
import { Card } from "~/components/ui/card";
import { fieldStyle } from "~/components/ui/field-style";
import { Link } from "~/components/ui/link";
import { TextField } from "~/components/ui/text-field";
import { MAX_PASSWORD, MIN_PASSWORD } from "~/features/accounts/forms";
import { InvitationGone } from "~/features/admin/components/invitation-gone";
import { invitationPath } from "~/features/admin/invitations";
import { coachLanguages, coachModes, specialties } from "~/features/coaching/taxonomy";
import { languageParam } from "~/features/i18n/config";
import { privateMeta } from "~/features/i18n/meta";
import { useTranslation } from "~/features/i18n/react";
import type { Route } from "./+types/coach-invitation";

export { action, loader } from "./coach-invitation.server";

export const meta: Route.MetaFunction = ({ params }) => privateMeta(params.lng, "auth:coachInvitation.metaTitle");

const textarea = `${fieldStyle} aria-[invalid=true]:border-danger-700`;

export default function CoachInvitation({ loaderData, actionData, params }: Route.ComponentProps) {
  const { t } = useTranslation("auth");
  const { t: tc } = useTranslation("coach");
  const { t: tk } = useTranslation("coaching");
  const lng = languageParam(params.lng);
  const busy = useNavigation().state === "submitting";
  const state = actionData && "state" in actionData ? actionData.state : loaderData.state;
  if (state !== "valid" || !loaderData.invitation) {
    const reason = state === "valid" ? "unknown" : state;
    return <InvitationGone reason={reason} lng={lng} />;
  }
  const { invitation, token } = loaderData;
  const errors: Record<string, string> = actionData?.errors ?? {};
  const formError = actionData && "formError" in actionData ? actionData.formError : null;
  const typedBefore = actionData && "values" in actionData ? actionData.values : null;
  // Profile fields keep the coach area's messages; name, password and link are the account's.
  const message = (key: string | undefined) =>
    key ? (key.startsWith("profile.") ? tc(key) : t(key, { min: MIN_PASSWORD, max: MAX_PASSWORD })) : undefined;
  const labels: Record<string, string> = {
    name: tc("profile.name"),
    password: t("fields.password"),
    headlineNl: tc("profile.headlineNl"),
    headlineEn: tc("profile.headlineEn"),
    bioNl: tc("profile.bioNl"),
    bioEn: tc("profile.bioEn"),
    specialties: tc("profile.specialties"),
    languages: tc("profile.languages"),
    modes: tc("profile.modes"),
    city: tc("profile.city"),
    token: t("coachInvitation.title"),
  };
  const here = invitationPath(lng, token);
  const fieldError = (name: string) =>
    errors[name] ? (
      <p id={`${name}-error`} className="text-sm font-medium text-danger-700">
        {message(errors[name])}
      </p>
    ) : null;
  const bio = (name: "bioNl" | "bioEn") => (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={name} className="font-medium text-ink">
        {labels[name]}
      </label>
      <textarea
        id={name}
        name={name}
        rows={6}
        defaultValue={typedBefore?.[name] ?? ""}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `${name}-hint ${name}-error` : `${name}-hint`}
        className={textarea}
      />
      <p id={`${name}-hint`} className="text-sm text-ink-muted">
        {tc("profile.bioHint")}
      </p>
      {fieldError(name)}
    </div>
  );
  const boxes = (
    name: "specialties" | "languages" | "modes",
    values: readonly string[],
    labelOf: (value: string) => string,
  ) => (
    <fieldset id={name} aria-describedby={errors[name] ? `${name}-error` : undefined}>
      <legend className="font-medium text-ink">{labels[name]}</legend>
      <div className="mt-2 grid gap-2 sm:grid-cols-2">
        {values.map((value) => (
          <label key={value} className="flex items-center gap-3 text-ink">
            <input
              type="checkbox"
              name={name}
              value={value}
              defaultChecked={typedBefore?.[name].includes(value) ?? false}
              className="size-5 accent-brand-700"
            />
            {labelOf(value)}
          </label>
        ))}
      </div>
      {fieldError(name)}
    </fieldset>
  );
  const fieldErrors = Object.entries(errors).filter(([, key]) => key);
  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight text-ink">{t("coachInvitation.title")}</h1>
      <p className="mt-2 text-lg text-ink">
        {t("coachInvitation.intro", {
          inviter: invitation.inviter ?? t("coachInvitation.theTeam"),
          name: invitation.name,
        })}
      </p>
      <p className="mt-1 text-ink-muted">{t("coachInvitation.address", { email: invitation.email })}</p>
      {loaderData.signedIn ? (
        <div className="mt-4">
          <Alert tone="info">
            {loaderData.signedIn.email === invitation.email
              ? t("coachInvitation.attach")
              : t("coachInvitation.otherAccount", { email: loaderData.signedIn.email })}
          </Alert>
        </div>
      ) : null}
      {formError || fieldErrors.length > 0 ? (
        <div className="mt-6">
          <Alert tone="danger" role="alert" title={formError ? undefined : t("errors.summary")}>
            {formError ? (
              <p>
                {t(`coachInvitation.refused.${formError}`)}{" "}
                {formError === "account-exists" ? (
                  <Link to={`/${lng}/login?returnTo=${encodeURIComponent(here)}`}>
                    {t("coachInvitation.logInFirst")}
                  </Link>
                ) : null}
              </p>
            ) : (
              <ul className="mt-1 list-disc pl-5">
                {fieldErrors.map(([field, key]) => (
                  <li key={field}>
                    <a href={`#${field}`} className="underline underline-offset-2">
                      {labels[field] ?? field}: {message(key)}
                    </a>
                  </li>
                ))}
              </ul>
            )}
          </Alert>
        </div>
      ) : null}
      <Form method="post" className="mt-6 flex flex-col gap-6" noValidate>
        <input type="hidden" name="token" value={token} />
        <Card className="flex flex-col gap-5">
          <h2 className="text-xl font-semibold text-ink">{t("coachInvitation.accountTitle")}</h2>
          <TextField
            id="name"
            name="name"
            autoComplete="name"
            label={labels.name as string}
            defaultValue={typedBefore?.name ?? invitation.name}
            error={message(errors.name)}
          />
          <TextField
            id="password"
            name="password"
            type="password"
            autoComplete="new-password"
            label={labels.password as string}
            hint={t("fields.passwordHint", { min: MIN_PASSWORD })}
            error={message(errors.password)}
          />
        </Card>
        <Card className="flex flex-col gap-5">
          <h2 className="text-xl font-semibold text-ink">{tc("profile.aboutTitle")}</h2>
          <p className="text-ink-muted">{t("coachInvitation.profileIntro")}</p>
          <div className="grid gap-5 md:grid-cols-2">
            <div className="flex flex-col gap-5" lang="nl">
              <TextField
                id="headlineNl"
                name="headlineNl"
                label={labels.headlineNl as string}
                defaultValue={typedBefore?.headlineNl ?? ""}
                error={message(errors.headlineNl)}
              />
              {bio("bioNl")}
            </div>
            <div className="flex flex-col gap-5" lang="en">
              <TextField
                id="headlineEn"
                name="headlineEn"
                label={labels.headlineEn as string}
                defaultValue={typedBefore?.headlineEn ?? ""}
                error={message(errors.headlineEn)}
              />
              {bio("bioEn")}
            </div>
          </div>
        </Card>
        <Card className="flex flex-col gap-5">
          <h2 className="text-xl font-semibold text-ink">{tc("profile.practiceTitle")}</h2>
          {boxes("specialties", specialties, (value) => tk(`specialty.${value}`))}
          {boxes("languages", coachLanguages, (value) => tk(`language.${value}`))}
          {boxes("modes", coachModes, (value) => tk(`mode.${value}`))}
          <TextField
            id="city"
            name="city"
            autoComplete="address-level2"
            label={labels.city as string}
            defaultValue={typedBefore?.city ?? ""}
            hint={tc("profile.cityHint")}
            error={message(errors.city)}
          />
        </Card>
        <p className="text-ink-muted">{t("coachInvitation.afterwards")}</p>
        <div>
          <button type="submit" disabled={busy} className={buttonStyles.primary}>
            {t("coachInvitation.submit")}
          </button>
        </div>
      </Form>
    </div>
  );
}
