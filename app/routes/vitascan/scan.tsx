import { ScanStep, stepOf } from "~/features/vitascan/components/scan-step";
import { domains } from "~/features/vitascan/instrument";
import type { FormAnswer } from "~/utils/app-error";
import { privateMeta } from "~/utils/i18n/meta";
import { useTranslation } from "~/utils/i18n/react";
import type { Route } from "./+types/scan";

// One step of the member's vitality scan (`ScanStep`). Loader and action are in `scan.server.ts`.

export { action, loader } from "./scan.server";

export const meta: Route.MetaFunction = ({ params }) => privateMeta(params.lng, "vitascan:scan.metaTitle");

export default function Scan({ loaderData, actionData }: Route.ComponentProps) {
  const answer = actionData as FormAnswer | undefined;
  const step = stepOf(answer, loaderData.step);
  const domain = domains[step] ?? domains[0];
  const { t } = useTranslation("vitascan");
  if (!domain) return null;
  // A step of its own: the form starts from that step's saved answers.
  return (
    <ScanStep
      key={step}
      step={step}
      domain={domain}
      saved={loaderData.answers}
      answer={answer}
      note={t("scan.saved")}
    />
  );
}
