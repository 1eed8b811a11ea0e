import { z } from "zod";
import { domains } from "./instrument";

// The forms of the vitality scan's pages, one schema each; messages are `vitascan` catalog keys.
// A step's answers are read by `parseStep` (scoring.ts), which knows each domain's items and ranges.

/** A form the page did not send. */
export const SCAN_FORM_INVALID = "scan.formInvalid";

/** The consent before a first scan (`/vitascan-onboarding`). */
export const consentFormSchema = z.object({
  consent: z.literal("yes", { error: "onboarding.consentRequired" }),
});

/** The step a scan form answers: the index of one of the domains. */
const scanStep = z
  .string({ error: SCAN_FORM_INVALID })
  .regex(/^\d{1,2}$/, SCAN_FORM_INVALID)
  .transform(Number)
  .pipe(z.number().max(domains.length - 1, SCAN_FORM_INVALID));

/**
 * One step of the scan (`/vitascan`): on to the next step, or back one. The page's two buttons send
 * the intent; a post without one counts as going on, as it did before the buttons had names.
 */
export const scanFormSchema = z.preprocess(
  (values) => ({ intent: "next", ...(values as Record<string, unknown>) }),
  z.discriminatedUnion(
    "intent",
    [z.object({ intent: z.literal("next"), step: scanStep }), z.object({ intent: z.literal("back"), step: scanStep })],
    { error: SCAN_FORM_INVALID },
  ),
);

/** When to be reminded that the next scan is open (`/vitascan/delay`). */
export const delayFormSchema = z.object({
  when: z.enum(["week", "month"], { error: "delay.invalid" }),
});
