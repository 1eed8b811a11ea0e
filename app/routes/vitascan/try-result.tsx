import { Form, redirect } from "react-router";
import { HelpNowLink } from "~/components/shell/help-now-link";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Link } from "~/components/ui/link";
import { getCurrentUser } from "~/features/accounts/session.server";
import { DomainScores } from "~/features/vitascan/components/domain-scores";
import { RadarChart } from "~/features/vitascan/components/radar-chart";
import { shownDomains } from "~/features/vitascan/scoring";
import {
  isComplete,
  isSecureRequest,
  readVisitorScan,
  visitorResult,
  visitorScanCookie,
} from "~/features/vitascan/visitor-scan.server";
import { languageParam } from "~/utils/i18n/config";
import { privateMeta } from "~/utils/i18n/meta";
import { useTranslation } from "~/utils/i18n/react";
import type { Route } from "./+types/try-result";

// A visitor's result, computed from the answers in their own browser, with the way to keep it:
// create an account or log in, after which `/{lng}/vitascan/keep` saves it. Or forget it.

export async function loader({ request, params }: Route.LoaderArgs) {
  const lng = languageParam(params.lng);
  const scan = readVisitorScan(request);
  if (!scan) throw redirect(`/${lng}/vitascan/try`);
  if (!isComplete(scan)) throw redirect(`/${lng}/vitascan/try?step=${scan.step + 1}`);
  // Someone who has logged in since keeps it (or not) on their own page.
  if (await getCurrentUser(request)) throw redirect(`/${lng}/vitascan/keep`);
  const result = visitorResult(scan);
  if (!result) throw redirect(`/${lng}/vitascan/try`);
  return { result };
}

/** Forgets the visitor's answers: the cookie goes, nothing else held them. */
export async function action({ request, params }: Route.ActionArgs) {
  const lng = languageParam(params.lng);
  throw redirect(`/${lng}/vitascan/try`, {
    headers: { "Set-Cookie": visitorScanCookie(null, isSecureRequest(request)) },
  });
}

export const meta: Route.MetaFunction = ({ params }) => privateMeta(params.lng, "vitascan:try.resultTitle");

export default function TryResult({ loaderData, params }: Route.ComponentProps) {
  const { t } = useTranslation("vitascan");
  const lng = languageParam(params.lng);
  const { result } = loaderData;
  const keep = encodeURIComponent(`/${lng}/vitascan/keep`);
  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">{t("try.resultTitle")}</h1>
      <p className="mt-2">
        <HelpNowLink place="results" />
      </p>
      <Card className="mt-6 border-brand-700/30 bg-brand-50">
        <h2 className="text-xl font-semibold text-ink">{t("try.keepTitle")}</h2>
        <p className="mt-2 max-w-prose text-ink">{t("try.keepText")}</p>
        <div className="mt-4 flex flex-wrap items-center gap-4">
          <Link variant="primary" to={`/${lng}/signup?returnTo=${keep}`}>
            {t("try.signup")}
          </Link>
          <Link to={`/${lng}/login?returnTo=${keep}`}>{t("try.loginToKeep")}</Link>
        </div>
      </Card>
      {result.who5.adviseGp ? (
        <div className="mt-6">
          <Alert tone="warning" title={t("results.helpTitle")}>
            <p>{t("results.help")}</p>
            <p className="mt-2">{t("results.helpWhere")}</p>
          </Alert>
        </div>
      ) : null}
      <div className="mt-8 grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)]">
        <Card className="flex flex-col items-center gap-4">
          <p className="text-center">
            <span className="block text-sm font-medium text-ink-muted">{t("results.overall")}</span>
            <span className="text-5xl font-bold text-ink">{result.overall}</span>{" "}
            <span className="text-ink-muted">{t("results.outOf")}</span>
          </p>
          <RadarChart
            title={t("results.chartTitle")}
            description={t("results.chartDescription")}
            points={shownDomains(result).map((domain) => ({
              label: t(`domain.${domain.key}.name`),
              value: domain.score,
            }))}
            legend={{ current: t("results.legendCurrent"), previous: t("results.legendPrevious") }}
          />
        </Card>
        <Card>
          <DomainScores result={result} previous={null} />
        </Card>
      </div>
      <Form method="post" className="mt-8 flex flex-wrap items-center gap-3">
        <p className="text-ink-muted">{t("try.forgetText")}</p>
        <Button type="submit" variant="secondary">
          {t("try.forget")}
        </Button>
      </Form>
    </div>
  );
}
