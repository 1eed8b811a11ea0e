// The vitality scan for a visitor, before having an account: its loader and action. The page is
// `try.tsx`; the answers live only in the visitor's browser (`visitor-scan.server.ts`).
import type { Submission } from "@conform-to/zod/v4";
import { redirect } from "react-router";
import { parseSubmission } from "~/components/form/form";
import { getCurrentUser } from "~/features/accounts/session.server";
import { domains } from "~/features/vitascan/instrument";
import { parseStep } from "~/features/vitascan/scoring";
import {
  isComplete,
  isSecureRequest,
  readVisitorScan,
  type VisitorScan,
  visitorScanCookie,
} from "~/features/vitascan/visitor-scan.server";
import {
  consentFormSchema,
  SCAN_FORM_INVALID,
  scanFormSchema,
  scanStepSchema,
} from "~/features/vitascan/vitascan.schema";
import { answerError, fail } from "~/utils/app-error";
import { languageParam } from "~/utils/i18n/config";
import type { Route } from "./+types/try";

/** A member does their own scan; a visitor with a finished scan sees its result. */
async function guard(request: Request, lng: string) {
  const user = await getCurrentUser(request);
  if (user?.roles.includes("member")) throw redirect(`/${lng}/vitascan`);
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const lng = languageParam(params.lng);
  await guard(request, lng);
  const scan = readVisitorScan(request);
  if (!scan) return { started: false as const, step: 0, answers: {} };
  const asked = Number.parseInt(new URL(request.url).searchParams.get("step") ?? "", 10);
  const step = Number.isInteger(asked) && asked >= 1 && asked - 1 <= scan.step ? asked - 1 : scan.step;
  return { started: true as const, step, answers: scan.answers };
}

/** Redirects to `to`, keeping `scan` in the visitor's browser. */
function onTo(to: string, scan: VisitorScan, request: Request): never {
  throw redirect(to, { headers: { "Set-Cookie": visitorScanCookie(scan, isSecureRequest(request)) } });
}

export async function action({ request, params }: Route.ActionArgs) {
  const lng = languageParam(params.lng);
  await guard(request, lng);
  const form = await request.formData();
  const scan = readVisitorScan(request);
  if (!scan) {
    // The first form: the visitor's consent, which starts the scan.
    const submission = parseSubmission(form, consentFormSchema);
    try {
      if (submission.status !== "success") fail("invalid");
    } catch (error) {
      return answerError(error, { form: "consent" as const, submission: submission as Submission<unknown> });
    }
    onTo(`/${lng}/vitascan/try?step=1`, { answers: {}, step: 0, consentedAt: new Date().toISOString() }, request);
  }
  const head = parseSubmission(form, scanFormSchema);
  const posted = { form: "scan" as const, submission: head as Submission<unknown> };
  try {
    if (head.status !== "success") fail("invalid");
    const { step, intent } = head.value;
    const domain = domains[step];
    if (!domain || step > scan.step) fail("invalid", { key: SCAN_FORM_INVALID });
    const submission = parseSubmission(form, scanStepSchema(domain));
    posted.submission = submission as Submission<unknown>;
    const { answers } = parseStep(domain, (name) => {
      const value = form.get(name);
      return typeof value === "string" ? value : null;
    });
    const merged = { ...scan, answers: { ...scan.answers, ...answers } };
    if (intent === "back") {
      onTo(`/${lng}/vitascan/try?step=${Math.max(1, step)}`, { ...merged, step: Math.max(scan.step, step) }, request);
    }
    if (submission.status !== "success") fail("invalid");
    const next = { ...merged, step: Math.min(Math.max(scan.step, step + 1), domains.length - 1) };
    if (step < domains.length - 1) onTo(`/${lng}/vitascan/try?step=${step + 2}`, next, request);
    if (!isComplete(next)) {
      const gap = domains.findIndex((candidate) => candidate.items.some((item) => next.answers[item.id] === undefined));
      onTo(`/${lng}/vitascan/try?step=${gap + 1}`, next, request);
    }
    onTo(`/${lng}/vitascan/try/result`, next, request);
  } catch (error) {
    return answerError(error, posted);
  }
}
