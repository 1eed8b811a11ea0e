// One step of the vitality scan: its loader and action. The page is `scan.tsx`.
import type { Submission } from "@conform-to/zod/v4";
import { redirect } from "react-router";
import { parseSubmission } from "~/components/form/form";
import type { Database } from "~/db/connection.server";
import { dbOf } from "~/db/context.server";
import { signedInUser } from "~/features/accounts/areas.server";
import type { CurrentUser } from "~/features/accounts/session.server";
import { isScanOpen } from "~/features/vitascan/dates";
import { domains } from "~/features/vitascan/instrument";
import { parseStep } from "~/features/vitascan/scoring";
import { SCAN_FORM_INVALID, scanFormSchema, scanStepSchema } from "~/features/vitascan/vitascan.schema";
import { completeScan, getConsent, openScan, saveStep, scanStatus } from "~/features/vitascan/vitascan.server";
import { answerError, fail } from "~/utils/app-error";
import { languageParam } from "~/utils/i18n/config";
import type { Route } from "./+types/scan";

/** The member, with consent, when a new scan is open; otherwise on to where they should be. */
async function guard(db: Database, user: CurrentUser, lng: string) {
  if (!(await getConsent(db, user.id))) throw redirect(`/${lng}/vitascan-onboarding`);
  const { opensAt } = await scanStatus(db, user.id);
  if (!isScanOpen(opensAt, new Date())) throw redirect(`/${lng}/vitascan/delay`);
  return { user, scan: await openScan(db, user.id) };
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const lng = languageParam(params.lng);
  const { scan } = await guard(dbOf(context), context.get(signedInUser), lng);
  const asked = Number.parseInt(new URL(request.url).searchParams.get("step") ?? "", 10);
  // Any step up to the furthest one reached; otherwise where the member left off.
  const step = Number.isInteger(asked) && asked >= 1 && asked - 1 <= scan.step ? asked - 1 : scan.step;
  return { step, answers: scan.answers };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const lng = languageParam(params.lng);
  const db = dbOf(context);
  const { user, scan } = await guard(db, context.get(signedInUser), lng);
  const form = await request.formData();
  const head = parseSubmission(form, scanFormSchema);
  const posted = { form: "scan" as const, submission: head as Submission<unknown> };
  try {
    if (head.status !== "success") fail("invalid");
    const { step, intent } = head.value;
    const domain = domains[step];
    // A step not reached yet is not a form the page sent.
    if (!domain || step > scan.step) fail("invalid", { key: SCAN_FORM_INVALID });
    const submission = parseSubmission(form, scanStepSchema(domain));
    posted.submission = submission as Submission<unknown>;
    const { answers } = parseStep(domain, (name) => {
      const value = form.get(name);
      return typeof value === "string" ? value : null;
    });
    if (intent === "back") {
      // Going back keeps what was answered well, and never loses progress.
      await saveStep(db, scan.id, user.id, answers, Math.max(scan.step, step));
      throw redirect(`/${lng}/vitascan?step=${Math.max(1, step)}`);
    }
    if (submission.status !== "success") fail("invalid");
    await saveStep(db, scan.id, user.id, answers, Math.max(scan.step, step + 1));
    if (step < domains.length - 1) throw redirect(`/${lng}/vitascan?step=${step + 2}`);
    const result = await completeScan(db, scan.id, user.id, new Date());
    // An answer from an earlier step is missing: back to the first step that lacks one.
    if (!result) {
      const saved = { ...scan.answers, ...answers };
      const gap = domains.findIndex((candidate) => candidate.items.some((item) => saved[item.id] === undefined));
      throw redirect(`/${lng}/vitascan?step=${gap + 1}`);
    }
    throw redirect(`/${lng}/vitascan/results`);
  } catch (error) {
    return answerError(error, posted);
  }
}
