import { z } from "zod";
import { MAX_EMAIL } from "~/features/accounts/forms";

/** The consent text's version; a new wording gets a new number, stored with each lead. */
export const EBOOK_CONSENT_VERSION = 1;

// Messages are catalog keys in the `media` namespace.
export const ebookLeadSchema = z.object({
  email: z
    .string({ error: "ebook.errors.emailRequired" })
    .trim()
    .min(1, "ebook.errors.emailRequired")
    .max(MAX_EMAIL, "ebook.errors.emailInvalid")
    .pipe(z.email("ebook.errors.emailInvalid"))
    .transform((value) => value.toLowerCase()),
  consent: z.literal("yes", { error: "ebook.errors.consentRequired" }),
});
