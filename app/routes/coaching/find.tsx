import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Checkbox } from "~/components/ui/checkbox";
import { FilterSelect } from "~/components/ui/filter-select";
import { Link } from "~/components/ui/link";
import { Radio, RadioGroup } from "~/components/ui/radio-group";
import { dbOf } from "~/db/context.server";
import { getCurrentUser } from "~/features/accounts/session.server";
import { CoachAvatar } from "~/features/coaching/components/coach-avatar";
import { findCoaches, parseFindAnswers } from "~/features/coaching/find.server";
import { coachLanguages, specialties } from "~/features/coaching/taxonomy";
import { weakAreasOf } from "~/features/vitascan/scoring";
import { scanStatus } from "~/features/vitascan/vitascan.server";
import { languageParam } from "~/utils/i18n/config";
import { formatDateTime } from "~/utils/i18n/format";
import { getI18n } from "~/utils/i18n/instance";
import { pageMeta } from "~/utils/i18n/meta";
import { useTranslation } from "~/utils/i18n/react";
import type { Route } from "./+types/find";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const lng = languageParam(params.lng);
  const user = await getCurrentUser(request);
  const timeZone = user?.timeZone ?? "Europe/Amsterdam";
  const db = dbOf(context);
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
                <Checkbox key={key} name="topic" value={key} defaultSelected={answers?.topics.includes(key)}>
                  {t(`specialty.${key}`)}
                </Checkbox>
              ))}
            </div>
          </fieldset>
          <div className="grid gap-6 sm:grid-cols-2">
            <FilterSelect
              id="language"
              name="language"
              label={t("find.language")}
              value={answers?.language ?? lng}
              options={coachLanguages.map((code) => ({ value: code, label: t(`language.${code}`) }))}
            />
            <RadioGroup name="mode" label={t("find.mode")} defaultValue={answers?.mode ?? "either"}>
              {(["either", "video", "in_person"] as const).map((mode) => (
                <Radio key={mode} value={mode}>
                  {mode === "either" ? t("find.either") : t(`mode.${mode}`)}
                </Radio>
              ))}
            </RadioGroup>
          </div>
          <fieldset>
            <legend className="font-semibold text-ink">{t("find.times")}</legend>
            <div className="mt-2 flex flex-wrap gap-4">
              {dayParts.map((part) => (
                <Checkbox key={part} name="time" value={part} defaultSelected={answers?.times.includes(part)}>
                  {t(`profile.${part}`)}
                </Checkbox>
              ))}
            </div>
          </fieldset>
          <div>
            <Button type="submit">{t("find.submit")}</Button>
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
