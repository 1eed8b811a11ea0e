import { z } from "zod";
import { MAX_EMAIL } from "~/features/accounts/forms";
import { safeText } from "~/utils/zod-text";

/** The consent text's version; a new wording gets a new number, stored with each lead. */
export const EBOOK_CONSENT_VERSION = 1;

// Messages are catalog keys in the `media` namespace.

/** The longest token a withdrawal link carries (the real ones are 43 characters). */
const TOKEN_LIMIT = 64;

export const ebookLeadSchema = z.object({
  email: safeText(MAX_EMAIL, {
    min: 1,
    messages: { required: "ebook.errors.emailRequired", tooLong: "ebook.errors.emailInvalid" },
  })
    .pipe(z.email("ebook.errors.emailInvalid"))
    .transform((value) => value.toLowerCase()),
  consent: z.literal("yes", { error: "ebook.errors.consentRequired" }),
});

/** A form the page did not send. */
export const EBOOK_FORM_INVALID = "ebook.errors.formInvalid";

/**
 * The ebook page's forms: a visitor's address with consent (`lead`, also a post without an intent,
 * as the form sent before it had one), or withdrawing that consent with the link's token.
 */
export const ebookFormSchema = z.preprocess(
  (values) => ({ intent: "lead", ...(values as Record<string, unknown>) }),
  z.discriminatedUnion(
    "intent",
    [
      ebookLeadSchema.extend({ intent: z.literal("lead") }),
      z.object({
        intent: z.literal("withdraw"),
        token: safeText(TOKEN_LIMIT, {
          min: 1,
          message: "ebook.withdrawUnknown",
          messages: { controlCharacters: "ebook.withdrawUnknown" },
        }),
      }),
    ],
    { error: EBOOK_FORM_INVALID },
  ),
);

export type EbookForm = z.infer<typeof ebookFormSchema>;
