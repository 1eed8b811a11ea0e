import { z } from "zod";
import { type Domain, domains, type Item } from "./instrument";
import { parseStep } from "./scoring";

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

/** An item's problem as `parseStep` finds it, as the message key shown at the item. */
export const stepMessage = (item: Item, problem: "required" | "range") =>
  problem === "required" ? "scan.required" : item.kind === "number" ? "scan.range" : "scan.rangeChoice";

/**
 * One step's answers as the page posts them, checked by `parseStep` (in the browser as on the
 * server): a message at each item without a valid answer. Other fields (the step, the intent)
 * are `scanFormSchema`'s.
 */
export function scanStepSchema(domain: Domain) {
  return z.record(z.string(), z.unknown()).superRefine((values, context) => {
    const { errors } = parseStep(domain, (name) => {
      const value = values[name];
      return typeof value === "string" ? value : null;
    });
    for (const item of domain.items) {
      const problem = errors[item.id];
      if (problem) context.addIssue({ code: "custom", path: [item.id], message: stepMessage(item, problem) });
    }
  });
}

/** When to be reminded that the next scan is open (`/vitascan/delay`). */
export const delayFormSchema = z.object({
  when: z.enum(["week", "month"], { error: "delay.invalid" }),
});
