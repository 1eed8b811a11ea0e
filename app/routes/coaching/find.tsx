import { Form } from "react-router";
import { Card } from "~/components/ui/card";
import { Link } from "~/components/ui/link";
import { getDb } from "~/db/client.server";
import { getCurrentUser } from "~/features/accounts/session.server";
import { CoachAvatar } from "~/features/coaching/components/coach-avatar";
import { findCoaches, parseFindAnswers } from "~/features/coaching/find.server";
import { coachLanguages, specialties } from "~/features/coaching/taxonomy";
import { languageParam } from "~/features/i18n/config";
import { formatDateTime } from "~/features/i18n/format";
import { getI18n } from "~/features/i18n/instance";
import { pageMeta } from "~/features/i18n/meta";
import { useTranslation } from "~/features/i18n/react";
import { weakAreasOf } from "~/features/vitascan/scoring";
import { scanStatus } from "~/features/vitascan/vitascan.server";
import type { Route } from "./+types/find";

export async function loader({ request, params }: Route.LoaderArgs) {
  const lng = languageParam(params.lng);
  const user = await getCurrentUser(request);
  const timeZone = user?.timeZone ?? "Europe/Amsterdam";
  const db = await getDb();
  const parsed = parseFindAnswers(new URL(request.url).searchParams, lng);
  // A member's latest vitality scan adds its weakest areas (read for this member only).
  const latest = parsed && user?.roles.includes("member") ? (await scanStatus(db, user.id)).latest : null;
  const answers = parsed && latest ? { ...parsed, weakAreas: weakAreasOf(latest.result) } : parsed;
  const matches = answers ? await findCoaches(db, answers, timeZone, new Date()) : null;
  return { answers, matches, timeZone };
}

export const meta: Route.MetaFunction = ({ params, matches, location }) => {
  const lng = languageParam(params.lng);
  const { t } = getI18n(lng);
  return pageMeta({
    title: t("coaching:find.metaTitle"),
    description: t("coaching:find.intro"),
    lng,
    path: "/coaches/find",
    origin: matches[0]?.loaderData?.origin ?? "",
    noindex: location.search !== "",
  });
};

const dayParts = ["morning", "afternoon", "evening"] as const;

export default function FindCoach({ loaderData, params }: Route.ComponentProps) {
  const { t } = useTranslation("coaching");
  const lng = languageParam(params.lng);
  const { answers, matches, timeZone } = loaderData;
  const reasonText = (reason: NonNullable<typeof matches>[number]["reasons"][number]) => {
    switch (reason.kind) {
      case "topics":
        return t("find.reason.topics", { topics: reason.specialties.map((key) => t(`specialty.${key}`)).join(", ") });
      case "weak-areas":
        return t("find.reason.weakAreas", {
          topics: reason.specialties.map((key) => t(`specialty.${key}`)).join(", "),
        });
      case "language":
        return t("find.reason.language", { language: t(`language.${reason.language}`) });
      case "mode":
        return t("find.reason.mode", { mode: t(`mode.${reason.mode}`) });
      case "times":
        return t("find.reason.times", {
          parts: reason.parts.map((part) => t(`profile.${part}`).toLowerCase()).join(", "),
        });
      case "soon":
        return t("find.reason.soon", { when: formatDateTime(new Date(reason.at), lng, timeZone) });
    }
  };
  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">{t("find.title")}</h1>
      <p className="mt-2 max-w-2xl text-lg text-ink-muted">{t("find.intro")}</p>
      <Card className="mt-8">
        <Form method="get" className="flex flex-col gap-6">
          <fieldset>
            <legend className="font-semibold text-ink">{t("find.topics")}</legend>
            <p className="text-sm text-ink-muted">{t("find.topicsHint")}</p>
            <div className="mt-2 grid gap-2 sm:grid-cols-3">
              {specialties.map((key) => (
                <label key={key} className="flex items-center gap-3 text-ink">
                  <input
                    type="checkbox"
                    name="topic"
                    value={key}
                    defaultChecked={answers?.topics.includes(key)}
                    className="size-5 accent-brand-700"
                  />
                  {t(`specialty.${key}`)}
                </label>
              ))}
            </div>
          </fieldset>
          <div className="grid gap-6 sm:grid-cols-2">
            <div className="flex flex-col gap-1.5">
              <label htmlFor="language" className="font-semibold text-ink">
                {t("find.language")}
              </label>
              <select
                id="language"
                name="language"
                defaultValue={answers?.language ?? lng}
                className="min-h-11 rounded-[var(--radius-control)] border border-ink-muted/60 bg-surface px-3 py-2 text-ink"
              >
                {coachLanguages.map((code) => (
                  <option key={code} value={code}>
                    {t(`language.${code}`)}
                  </option>
                ))}
              </select>
            </div>
            <fieldset>
              <legend className="font-semibold text-ink">{t("find.mode")}</legend>
              <div className="mt-2 flex flex-col gap-2">
                {(["either", "video", "in_person"] as const).map((mode) => (
                  <label key={mode} className="flex items-center gap-3 text-ink">
                    <input
                      type="radio"
                      name="mode"
                      value={mode}
                      defaultChecked={(answers?.mode ?? "either") === mode}
                      className="size-5 accent-brand-700"
                    />
                    {mode === "either" ? t("find.either") : t(`mode.${mode}`)}
                  </label>
                ))}
              </div>
            </fieldset>
          </div>
          <fieldset>
            <legend className="font-semibold text-ink">{t("find.times")}</legend>
            <div className="mt-2 flex flex-wrap gap-4">
              {dayParts.map((part) => (
                <label key={part} className="flex items-center gap-3 text-ink">
                  <input
                    type="checkbox"
                    name="time"
                    value={part}
                    defaultChecked={answers?.times.includes(part)}
                    className="size-5 accent-brand-700"
                  />
                  {t(`profile.${part}`)}
                </label>
              ))}
            </div>
          </fieldset>
          <div>
            <button
              type="submit"
              className="min-h-11 cursor-pointer rounded-[var(--radius-control)] bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800"
            >
              {t("find.submit")}
            </button>
          </div>
        </Form>
      </Card>
      {matches ? (
        <section aria-labelledby="matches-heading" className="mt-10">
          <h2 id="matches-heading" className="text-2xl font-semibold text-ink">
            {t("find.results", { count: matches.length })}
          </h2>
          {matches.length === 0 ? (
            <p className="mt-3 text-ink">
              {t("find.none")} <Link to={`/${lng}/coaches`}>{t("find.browse")}</Link>
            </p>
          ) : (
            <ol className="mt-4 flex flex-col gap-4">
              {matches.map((match) => (
                <li key={match.id}>
                  <Card className="flex flex-col gap-3 sm:flex-row sm:items-start">
                    <CoachAvatar id={match.id} name={match.name} photoVersion={match.photoVersion} />
                    <div className="min-w-0 flex-1">
                      <h3 className="text-lg font-semibold text-ink">
                        <Link to={`/${lng}/coaches/${match.slug}`}>{match.name}</Link>
                      </h3>
                      <p className="text-ink-muted">{lng === "nl" ? match.headlineNl : match.headlineEn}</p>
                      <p className="mt-2 font-medium text-ink">{t("find.why")}</p>
                      <ul className="mt-1 list-disc pl-5 text-ink">
                        {match.reasons.map((reason) => (
                          <li key={reason.kind}>{reasonText(reason)}</li>
                        ))}
                      </ul>
                    </div>
                  </Card>
                </li>
              ))}
            </ol>
          )}
        </section>
      ) : null}
    </div>
  );
}
