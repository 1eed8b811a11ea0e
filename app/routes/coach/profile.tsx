import { CheckboxGroupField } from "~/components/form/checkbox-group-field";
import { ErrorSummary } from "~/components/form/error-summary";
import {
  CheckboxField,
  type FieldMeta,
  InputField,
  SelectField,
  TextAreaField,
  TextField,
} from "~/components/form/fields";
import { Form, useAppForm } from "~/components/form/form";
import { FormMessages } from "~/components/form/messages";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Link } from "~/components/ui/link";
import { CoachAvatar } from "~/features/coaching/components/coach-avatar";
import { PHOTO_UPLOAD_LIMIT } from "~/features/coaching/photo";
import { coachProfileSchema, REPLY_WITHIN_DAYS_MAX } from "~/features/coaching/practice-forms";
import { coachLanguages, coachModes, specialties } from "~/features/coaching/taxonomy";
import { RatingFigures } from "~/features/feedback/components/rating-figures";
import { formatDate } from "~/utils/i18n/format";
import { useTranslation } from "~/utils/i18n/react";
import { useLanguage } from "~/utils/i18n/use-language";
import type { Route } from "./+types/profile";
import type { ProfileAnswer } from "./profile.server";

// The coach's own profile: photo, texts in both languages, the practice and whether members see
// it. Loader and action are in `profile.server.ts`; the form is a Conform form over
// `coachProfileSchema` with one error summary (decision 028).

export { action, loader } from "./profile.server";

export const meta: Route.MetaFunction = () => [{ title: "Vitaal · Coach" }, { name: "robots", content: "noindex" }];

const megabytes = PHOTO_UPLOAD_LIMIT / 1024 / 1024;

export default function CoachProfileEditor({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("coach");
  const lng = useLanguage();
  const { coach, hold } = loaderData;
  const answer = actionData as ProfileAnswer | undefined;
  const [profile, fields] = useAppForm({
    id: "profile",
    schema: coachProfileSchema,
    answer,
    defaultValue: loaderData.profile,
  });
  // Not said, or 1 to 10 working days.
  const replyChoices = [
    { value: "", label: t("profile.replyNotStated") },
    ...Array.from({ length: REPLY_WITHIN_DAYS_MAX }, (_, index) => ({
      value: String(index + 1),
      label: t("profile.replyDays", { count: index + 1 }),
    })),
  ];
  const choices = (values: readonly string[], namespace: string) =>
    values.map((value) => ({ value, label: t(`coaching:${namespace}.${value}`) }));
  return (
    <FormMessages namespace="coach" values={{ megabytes }}>
      <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6">
        <h1 className="text-3xl font-bold tracking-tight text-ink">{t("profile.title")}</h1>
        <p className="mt-1 text-ink-muted">
          {t("profile.intro")}{" "}
          {coach.published ? <Link to={`/${lng}/coaches/${coach.slug}`}>{t("profile.view")}</Link> : null}
        </p>
        {hold ? (
          <div className="mt-4">
            <Alert tone="warning" title={t("profile.hold.title")}>
              <p id="hold-note">
                {t("profile.hold.text", { date: formatDate(new Date(hold.since), lng, loaderData.timeZone) })}
              </p>
              {hold.reason ? (
                <p className="mt-2 whitespace-pre-line">
                  <span className="font-semibold">{t("profile.hold.reason")}</span> {hold.reason}
                </p>
              ) : null}
            </Alert>
          </div>
        ) : null}
        {answer?.saved ? (
          <div className="mt-4">
            <Alert tone="success">{t("profile.saved")}</Alert>
          </div>
        ) : null}
        <div className="mt-4">
          <ErrorSummary
            errors={profile.allErrors}
            status={profile.status}
            title={t("profile.errors.summary")}
            fieldId={(name) => (name === "" ? null : `profile-${name}`)}
          />
        </div>
        <Form form={profile} encType="multipart/form-data" className="mt-6 flex flex-col gap-6">
          <Card className="flex flex-col gap-4">
            <h2 className="text-xl font-semibold text-ink">{t("profile.photoTitle")}</h2>
            <div className="flex items-center gap-5">
              <CoachAvatar id={coach.id} name={coach.name} photoVersion={coach.photoVersion} size="lg" />
              <div className="flex flex-col gap-3">
                <InputField
                  // The file is no field of the schema (the action checks it), so Conform's type does not know it.
                  meta={fields.photo as FieldMeta}
                  type="file"
                  accept="image/jpeg,image/png,image/webp"
                  label={t("profile.photo")}
                  hint={t("profile.photoHint", { megabytes })}
                />
                {coach.photoVersion !== null ? (
                  <CheckboxField meta={fields.removePhoto} value="yes">
                    {t("profile.removePhoto")}
                  </CheckboxField>
                ) : null}
              </div>
            </div>
          </Card>
          <Card className="flex flex-col gap-4">
            <h2 className="text-xl font-semibold text-ink">{t("profile.aboutTitle")}</h2>
            <TextField meta={fields.name} label={t("profile.name")} />
            <div className="grid gap-4 md:grid-cols-2">
              <div className="flex flex-col gap-4" lang="nl">
                <TextField meta={fields.headlineNl} label={t("profile.headlineNl")} />
                <TextAreaField meta={fields.bioNl} label={t("profile.bioNl")} hint={t("profile.bioHint")} rows={6} />
              </div>
              <div className="flex flex-col gap-4" lang="en">
                <TextField meta={fields.headlineEn} label={t("profile.headlineEn")} />
                <TextAreaField meta={fields.bioEn} label={t("profile.bioEn")} hint={t("profile.bioHint")} rows={6} />
              </div>
            </div>
          </Card>
          <Card className="flex flex-col gap-5">
            <h2 className="text-xl font-semibold text-ink">{t("profile.practiceTitle")}</h2>
            <CheckboxGroupField
              meta={fields.specialties}
              legend={t("profile.specialties")}
              options={choices(specialties, "specialty")}
            />
            <CheckboxGroupField
              meta={fields.languages}
              legend={t("profile.languages")}
              options={choices(coachLanguages, "language")}
            />
            <CheckboxGroupField meta={fields.modes} legend={t("profile.modes")} options={choices(coachModes, "mode")} />
            <TextField meta={fields.city} label={t("profile.city")} hint={t("profile.cityHint")} />
            {/* Under a hold only an administrator publishes: the box is off and cannot be ticked. */}
            <fieldset disabled={hold !== null} className="disabled:cursor-not-allowed disabled:opacity-60">
              <CheckboxField meta={fields.published} value="yes" hint={hold ? t("profile.hold.toggle") : undefined}>
                {t("profile.published")}
              </CheckboxField>
            </fieldset>
            <SelectField
              meta={fields.replyWithinDays}
              label={t("profile.replyWithin")}
              hint={t("profile.replyWithinHint")}
              options={replyChoices}
            />
          </Card>
          <div>
            <Button type="submit">{t("profile.save")}</Button>
          </div>
        </Form>
        <div className="mt-8">
          <RatingFigures figures={loaderData.ratings} lng={lng} audience="coach" />
        </div>
      </div>
    </FormMessages>
  );
}
