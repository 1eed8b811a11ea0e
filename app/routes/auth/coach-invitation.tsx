import { useNavigation } from "react-router";
import { CheckboxGroupField } from "~/components/form/checkbox-group-field";
import { ErrorSummary, type ErrorsByField } from "~/components/form/error-summary";
import { type FieldMeta, TextAreaField, TextField } from "~/components/form/fields";
import { Form, useAppForm } from "~/components/form/form";
import { FormMessages } from "~/components/form/messages";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Link } from "~/components/ui/link";
import { AuthMessages, PasswordField } from "~/features/accounts/components/form-parts";
import { InvitationGone } from "~/features/admin/components/invitation-gone";
import { invitationPath } from "~/features/admin/invitations";
import { acceptInvitationSchema } from "~/features/admin/invitations.schema";
import { coachLanguages, coachModes, specialties } from "~/features/coaching/taxonomy";
import { languageParam } from "~/utils/i18n/config";
import { privateMeta } from "~/utils/i18n/meta";
import { useTranslation } from "~/utils/i18n/react";
import type { Route } from "./+types/coach-invitation";
import type { InvitationAnswer } from "./coach-invitation.server";

export { action, loader } from "./coach-invitation.server";

export const meta: Route.MetaFunction = ({ params }) => privateMeta(params.lng, "auth:coachInvitation.metaTitle");

/** The refusal of an address that has an account: the page offers to log in with it first. */
const ACCOUNT_EXISTS = "coachInvitation.refused.account-exists";

const fieldNames = [
  "name",
  "password",
  "headlineNl",
  "bioNl",
  "headlineEn",
  "bioEn",
  "specialties",
  "languages",
  "modes",
  "city",
];

/**
 * The profile's messages are the coach area's (`profile.errors.*`), the account's are `auth`'s:
 * in the page's one summary, each with its catalog.
 */
function withCatalogs(errors: ErrorsByField): ErrorsByField {
  return Object.fromEntries(
    Object.entries(errors).map(([name, keys]) => [
      name,
      keys?.map((key) => (key.startsWith("profile.") ? `coach:${key}` : key)),
    ]),
  );
}

export default function CoachInvitation({ loaderData, actionData, params }: Route.ComponentProps) {
  const { t } = useTranslation("auth");
  const { t: tc } = useTranslation("coach");
  const { t: tk } = useTranslation("coaching");
  const lng = languageParam(params.lng);
  const busy = useNavigation().state === "submitting";
  const answer = actionData && "form" in actionData ? (actionData as InvitationAnswer) : undefined;
  const [form, fields] = useAppForm({
    id: "invitation",
    schema: acceptInvitationSchema,
    answer,
    defaultValue: { name: loaderData.invitation?.name ?? "" },
  });
  const state = actionData && "state" in actionData ? actionData.state : loaderData.state;
  if (state !== "valid" || !loaderData.invitation) {
    const reason = state === "valid" ? "unknown" : state;
    return <InvitationGone reason={reason} lng={lng} />;
  }
  const { invitation, token } = loaderData;
  const here = invitationPath(lng, token);
  const choices = (meta: FieldMeta, label: string, values: readonly string[], labelOf: (value: string) => string) => (
    <CheckboxGroupField
      meta={meta}
      legend={label}
      options={values.map((value) => ({ value, label: labelOf(value) }))}
    />
  );
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
      <div className="mt-6 flex flex-col gap-3 empty:hidden">
        <AuthMessages errors={form.allErrors}>
          <ErrorSummary
            errors={withCatalogs(form.allErrors)}
            status={form.status}
            fieldId={(name) => (fieldNames.includes(name) ? `invitation-${name}` : null)}
          />
        </AuthMessages>
        {answer?.problem?.key === ACCOUNT_EXISTS ? (
          <p>
            <Link to={`/${lng}/login?returnTo=${encodeURIComponent(here)}`}>{t("coachInvitation.logInFirst")}</Link>
          </p>
        ) : null}
      </div>
      <Form form={form} className="mt-6 flex flex-col gap-6">
        <input type="hidden" name="token" value={token} />
        <FormMessages namespace="coach">
          <Card className="flex flex-col gap-5">
            <h2 className="text-xl font-semibold text-ink">{t("coachInvitation.accountTitle")}</h2>
            <TextField meta={fields.name} autoComplete="name" label={tc("profile.name")} />
            <PasswordField meta={fields.password} kind="new" />
          </Card>
          <Card className="flex flex-col gap-5">
            <h2 className="text-xl font-semibold text-ink">{tc("profile.aboutTitle")}</h2>
            <p className="text-ink-muted">{t("coachInvitation.profileIntro")}</p>
            <div className="grid gap-5 md:grid-cols-2">
              <div className="flex flex-col gap-5" lang="nl">
                <TextField meta={fields.headlineNl} label={tc("profile.headlineNl")} />
                <TextAreaField meta={fields.bioNl} label={tc("profile.bioNl")} hint={tc("profile.bioHint")} rows={6} />
              </div>
              <div className="flex flex-col gap-5" lang="en">
                <TextField meta={fields.headlineEn} label={tc("profile.headlineEn")} />
                <TextAreaField meta={fields.bioEn} label={tc("profile.bioEn")} hint={tc("profile.bioHint")} rows={6} />
              </div>
            </div>
          </Card>
          <Card className="flex flex-col gap-5">
            <h2 className="text-xl font-semibold text-ink">{tc("profile.practiceTitle")}</h2>
            {choices(fields.specialties, tc("profile.specialties"), specialties, (value) => tk(`specialty.${value}`))}
            {choices(fields.languages, tc("profile.languages"), coachLanguages, (value) => tk(`language.${value}`))}
            {choices(fields.modes, tc("profile.modes"), coachModes, (value) => tk(`mode.${value}`))}
            <TextField
              meta={fields.city}
              autoComplete="address-level2"
              label={tc("profile.city")}
              hint={tc("profile.cityHint")}
            />
          </Card>
        </FormMessages>
        <p className="text-ink-muted">{t("coachInvitation.afterwards")}</p>
        <div>
          <Button type="submit" isDisabled={busy}>
            {t("coachInvitation.submit")}
          </Button>
        </div>
      </Form>
    </div>
  );
}
