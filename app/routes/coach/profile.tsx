import { data, Form } from "react-router";
import { Alert } from "~/components/ui/alert";
import { Card } from "~/components/ui/card";
import { Link } from "~/components/ui/link";
import { getDb } from "~/db/client.server";
import { coachPractice, signedInUser } from "~/features/accounts/areas.server";
import { parseForm } from "~/features/accounts/forms";
import { CoachAvatar } from "~/features/coaching/components/coach-avatar";
import { PHOTO_UPLOAD_LIMIT } from "~/features/coaching/photo";
import { reencodePhoto } from "~/features/coaching/photo.server";
import { saveProfile } from "~/features/coaching/practice.server";
import { coachProfileLists, coachProfileSchema } from "~/features/coaching/practice-forms";
import { coachLanguages, coachModes, specialties } from "~/features/coaching/taxonomy";
import { formatDate } from "~/features/i18n/format";
import { useTranslation } from "~/features/i18n/react";
import { useLanguage } from "~/features/i18n/use-language";
import type { Route } from "./+types/profile";

export function loader({ context }: Route.LoaderArgs) {
  const coach = context.get(coachPractice);
  return {
    timeZone: context.get(signedInUser).timeZone,
    // An administrator's hold: the page stays out of the directory, and the coach is told why.
    hold: coach.heldAt ? { since: coach.heldAt.toISOString(), reason: coach.holdReason } : null,
    coach: {
      id: coach.id,
      slug: coach.slug,
      name: coach.name,
      headlineNl: coach.headlineNl,
      headlineEn: coach.headlineEn,
      bioNl: coach.bioNl,
      bioEn: coach.bioEn,
      specialties: coach.specialties,
      languages: coach.languages,
      modes: coach.modes,
      city: coach.city ?? "",
      published: coach.published,
      photoVersion: coach.photo ? coach.photoVersion : null,
    },
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const coach = context.get(coachPractice);
  const user = context.get(signedInUser);
  const form = await request.formData();
  const parsed = parseForm(coachProfileSchema, form, { lists: coachProfileLists });
  const errors: Record<string, string> = parsed.ok ? {} : ({ ...parsed.errors } as Record<string, string>);
  // The photo is a file, not text: its own check (type, size) re-encodes it, or says why not.
  const file = form.get("photo");
  let photo: Uint8Array | null = null;
  if (typeof file === "object" && file !== null && file.size > 0) {
    const result = await reencodePhoto(file);
    if (result.ok) photo = result.webp;
    else errors.photo = `profile.errors.photo-${result.error}`;
  }
  if (!parsed.ok || Object.keys(errors).length > 0) return data({ errors, saved: false }, { status: 400 });
  const { removePhoto, ...profile } = parsed.data;
  const outcome = await saveProfile(
    await getDb(),
    user,
    coach.id,
    profile,
    photo ? { set: photo } : removePhoto ? { remove: true } : null,
  );
  if (outcome === "not-found") throw data(null, { status: 404 });
  // Only an administrator lifts a hold: publishing under one saves nothing.
  if (outcome === "held") return data({ errors: { published: "profile.errors.held" }, saved: false }, { status: 409 });
  return { errors: {}, saved: true };
}

export const meta: Route.MetaFunction = () => [{ title: "Vitaal · Coach" }, { name: "robots", content: "noindex" }];

const input =
  "min-h-11 w-full rounded-[var(--radius-control)] border border-ink-muted/60 bg-surface px-3 py-2 text-ink aria-[invalid=true]:border-danger-700";

export default function CoachProfileEditor({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("coach");
  const lng = useLanguage();
  const { coach, hold } = loaderData;
  const errors: Record<string, string> = actionData?.errors ?? {};
  const error = (name: string) =>
    errors[name] ? (
      <p id={`${name}-error`} className="text-sm font-medium text-danger-700">
        {t(errors[name] as string, { megabytes: PHOTO_UPLOAD_LIMIT / 1024 / 1024 })}
      </p>
    ) : null;
  const text = (
    name: "name" | "headlineNl" | "headlineEn" | "bioNl" | "bioEn" | "city",
    label: string,
    multiline = false,
    hint?: string,
  ) => (
    <div className="flex flex-col gap-1">
      <label htmlFor={name} className="font-medium text-ink">
        {label}
      </label>
      {multiline ? (
        <textarea
          id={name}
          name={name}
          rows={6}
          defaultValue={String(coach[name] ?? "")}
          aria-invalid={errors[name] ? true : undefined}
          aria-describedby={errors[name] ? `${name}-error` : hint ? `${name}-hint` : undefined}
          className={input}
        />
      ) : (
        <input
          id={name}
          name={name}
          defaultValue={String(coach[name] ?? "")}
          aria-invalid={errors[name] ? true : undefined}
          aria-describedby={errors[name] ? `${name}-error` : hint ? `${name}-hint` : undefined}
          className={input}
        />
      )}
      {hint ? (
        <p id={`${name}-hint`} className="text-sm text-ink-muted">
          {hint}
        </p>
      ) : null}
      {error(name)}
    </div>
  );
  const boxes = (
    name: "specialties" | "languages" | "modes",
    values: readonly string[],
    labelOf: (value: string) => string,
  ) => (
    <fieldset aria-describedby={errors[name] ? `${name}-error` : undefined}>
      <legend className="font-medium text-ink">{t(`profile.${name}`)}</legend>
      <div className="mt-2 grid gap-2 sm:grid-cols-2">
        {values.map((value) => (
          <label key={value} className="flex items-center gap-3 text-ink">
            <input
              type="checkbox"
              name={name}
              value={value}
              defaultChecked={coach[name].includes(value)}
              className="size-5 accent-brand-700"
            />
            {labelOf(value)}
          </label>
        ))}
      </div>
      {error(name)}
    </fieldset>
  );
  return (
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
      {actionData?.saved ? (
        <div className="mt-4">
          <Alert tone="success">{t("profile.saved")}</Alert>
        </div>
      ) : null}
      {Object.keys(errors).length > 0 ? (
        <div className="mt-4">
          <Alert tone="danger" role="alert" title={t("profile.errors.summary")}>
            <ul className="list-disc pl-5">
              {Object.entries(errors).map(([field, message]) => (
                <li key={field}>
                  <a href={`#${field}`} className="underline underline-offset-2">
                    {t(message, { megabytes: PHOTO_UPLOAD_LIMIT / 1024 / 1024 })}
                  </a>
                </li>
              ))}
            </ul>
          </Alert>
        </div>
      ) : null}
      <Form method="post" encType="multipart/form-data" className="mt-6 flex flex-col gap-6">
        <Card className="flex flex-col gap-4">
          <h2 className="text-xl font-semibold text-ink">{t("profile.photoTitle")}</h2>
          <div className="flex items-center gap-5">
            <CoachAvatar id={coach.id} name={coach.name} photoVersion={coach.photoVersion} size="lg" />
            <div className="flex flex-col gap-1">
              <label htmlFor="photo" className="font-medium text-ink">
                {t("profile.photo")}
              </label>
              <input
                id="photo"
                name="photo"
                type="file"
                accept="image/jpeg,image/png,image/webp"
                aria-describedby="photo-hint"
                className="text-ink file:mr-3 file:min-h-11 file:rounded-[var(--radius-control)] file:border file:border-brand-700 file:bg-surface file:px-4 file:font-semibold file:text-brand-800"
              />
              <p id="photo-hint" className="text-sm text-ink-muted">
                {t("profile.photoHint", { megabytes: PHOTO_UPLOAD_LIMIT / 1024 / 1024 })}
              </p>
              {error("photo")}
              {coach.photoVersion !== null ? (
                <label className="mt-1 flex items-center gap-3 text-ink">
                  <input type="checkbox" name="removePhoto" value="yes" className="size-5 accent-brand-700" />
                  {t("profile.removePhoto")}
                </label>
              ) : null}
            </div>
          </div>
        </Card>
        <Card className="flex flex-col gap-4">
          <h2 className="text-xl font-semibold text-ink">{t("profile.aboutTitle")}</h2>
          {text("name", t("profile.name"))}
          <div className="grid gap-4 md:grid-cols-2">
            <div className="flex flex-col gap-4" lang="nl">
              {text("headlineNl", t("profile.headlineNl"))}
              {text("bioNl", t("profile.bioNl"), true, t("profile.bioHint"))}
            </div>
            <div className="flex flex-col gap-4" lang="en">
              {text("headlineEn", t("profile.headlineEn"))}
              {text("bioEn", t("profile.bioEn"), true, t("profile.bioHint"))}
            </div>
          </div>
        </Card>
        <Card className="flex flex-col gap-5">
          <h2 className="text-xl font-semibold text-ink">{t("profile.practiceTitle")}</h2>
          {boxes("specialties", specialties, (value) => t(`coaching:specialty.${value}`))}
          {boxes("languages", coachLanguages, (value) => t(`coaching:language.${value}`))}
          {boxes("modes", coachModes, (value) => t(`coaching:mode.${value}`))}
          {text("city", t("profile.city"), false, t("profile.cityHint"))}
          <div className="flex flex-col gap-1">
            <label className="flex items-center gap-3 font-medium text-ink">
              <input
                id="published"
                type="checkbox"
                name="published"
                value="yes"
                defaultChecked={coach.published && !hold}
                disabled={hold !== null}
                aria-describedby={hold ? "hold-note" : undefined}
                className="size-5 accent-brand-700 disabled:cursor-not-allowed"
              />
              {t("profile.published")}
            </label>
            {hold ? <p className="text-sm text-ink-muted">{t("profile.hold.toggle")}</p> : null}
            {error("published")}
          </div>
        </Card>
        <div>
          <button
            type="submit"
            className="min-h-11 cursor-pointer rounded-[var(--radius-control)] bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800"
          >
            {t("profile.save")}
          </button>
        </div>
      </Form>
    </div>
  );
}
