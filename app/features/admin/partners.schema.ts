import { z } from "zod";
import { isUuid } from "~/utils/ids";
import { HEX_COLOUR, whiteTextPasses } from "./contrast";
import { checkboxField, formMessages } from "./field-schemas";

// The back office's partner forms, one schema per page (a discriminated union on `intent`).
// Messages are keys of the `admin` catalog under `partners.errors`.

const { message, text } = formMessages("partners.errors");

export const PARTNER_SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
export const MAX_PARTNER_SLUG = 60;
export const MAX_LINK_SLUG = 80;
export const MAX_ALLOWANCE = 52;
export const MAX_DOMAINS = 50;
export const MAX_LINK_USES = 1_000_000;

/** A host name as DNS allows it, at least two labels, the last not numeric: `ohra.example`, `xn--bcher-kva.nl`. */
export const DOMAIN = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

/** Plain http is accepted only for an identity provider on this machine (the demo and tests). */
export function isLoopbackHost(hostname: string): boolean {
  return hostname === "127.0.0.1" || hostname === "localhost" || hostname === "[::1]";
}

/** An OpenID issuer: an https address without credentials, query or fragment (http on loopback only). */
export function isIssuer(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.username || url.password || url.search || url.hash) return false;
  return url.protocol === "https:" || (url.protocol === "http:" && isLoopbackHost(url.hostname));
}

const slug = text(MAX_PARTNER_SLUG, { min: 1 }).regex(PARTNER_SLUG, message("slugFormat"));

const brandColor = text(7, { min: 1, message: message("colourFormat") })
  .transform((value) => value.toLowerCase())
  .pipe(
    z
      .string()
      .regex(HEX_COLOUR, message("colourFormat"))
      .refine((value) => !HEX_COLOUR.test(value) || whiteTextPasses(value), message("colourContrast")),
  );

const allowance = text(3, {
  min: 1,
  message: message("allowance"),
  messages: { controlCharacters: message("allowance") },
})
  .regex(/^\d{1,2}$/, message("allowance"))
  .transform(Number)
  .pipe(z.number().int().min(0, message("allowance")).max(MAX_ALLOWANCE, message("allowance")));

/**
 * One domain per line (or separated by commas or spaces), lower-cased, each checked, without
 * repeats. The check is the list's, so its message belongs to the field (not to a line of it).
 */
const emailDomains = text(4000, { multiline: true })
  .transform((value) => [
    ...new Set(
      value
        .toLowerCase()
        .split(/[\s,;]+/)
        .filter(Boolean),
    ),
  ])
  .pipe(
    z
      .array(z.string())
      .refine((domains) => domains.every((domain) => DOMAIN.test(domain)), message("domain"))
      .refine((domains) => domains.length <= MAX_DOMAINS, message("domainsTooMany")),
  );

/** The fields a partner is created with. */
const basics = {
  name: text(100, { min: 1 }),
  brandColor,
  coachingAllowance: allowance,
};

/** A form the page does not have (an unknown or missing `intent`). */
const unknownForm = { error: message("formInvalid") };

export const createPartnerSchema = z.discriminatedUnion(
  "intent",
  [z.object({ intent: z.literal("create"), slug, ...basics })],
  unknownForm,
);

export type CreatePartnerInput = Extract<z.infer<typeof createPartnerSchema>, { intent: "create" }>;

export const loginMethods = ["password", "sso", "both"] as const;
export type LoginMethods = (typeof loginMethods)[number];

const update = z
  .object({
    intent: z.literal("update"),
    ...basics,
    taglineNl: text(200),
    taglineEn: text(200),
    loginMethods: z.enum(loginMethods, { error: message("loginMethods") }),
    emailDomains,
    ssoIssuer: text(500).refine((value) => value === "" || isIssuer(value), message("issuer")),
    ssoClientId: text(255),
    /** Write-only: empty keeps the stored secret. */
    ssoClientSecret: text(500),
    ssoProvisioning: checkboxField,
    removeLogo: checkboxField,
  })
  .superRefine((value, context) => {
    if (value.loginMethods === "password") return;
    if (value.ssoIssuer === "")
      context.addIssue({ code: "custom", path: ["ssoIssuer"], message: message("ssoIncomplete") });
    if (value.ssoClientId === "")
      context.addIssue({ code: "custom", path: ["ssoClientId"], message: message("ssoIncomplete") });
  });

export type UpdatePartnerInput = z.infer<typeof update>;

const linkId = z
  .unknown()
  .refine(isUuid, message("linkUnknown"))
  .transform((value) => value as string);

/** A date as a date field sends it; the link works through that day. */
const optionalDate = text(10, { message: message("date"), messages: { controlCharacters: message("date") } })
  .regex(/^(\d{4}-\d{2}-\d{2})?$/, message("date"))
  .refine((value) => {
    if (value === "") return true;
    const [year, month, day] = value.split("-").map(Number) as [number, number, number];
    const date = new Date(Date.UTC(year, month - 1, day));
    return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  }, message("date"))
  .transform((value) => (value === "" ? null : value));

const optionalUses = text(7, { message: message("maxUses"), messages: { controlCharacters: message("maxUses") } })
  .regex(/^\d*$/, message("maxUses"))
  .transform((value) => (value === "" ? null : Number(value)))
  .refine((value) => value === null || (value >= 1 && value <= MAX_LINK_USES), message("maxUses"));

const createLink = z.object({
  intent: z.literal("create-link"),
  linkSlug: text(MAX_LINK_SLUG).regex(/^([a-z0-9]+(-[a-z0-9]+)*)?$/, message("slugFormat")),
  expiresOn: optionalDate,
  maxUses: optionalUses,
});

const revokeLink = z.object({ intent: z.literal("revoke-link"), linkId });

/** The join links' forms alone: the partner portal's links page has no others. */
export const joinLinksSchema = z.discriminatedUnion("intent", [createLink, revokeLink], unknownForm);

export type JoinLinksInput = z.infer<typeof joinLinksSchema>;

/**
 * The join links' forms as answers name them: the new link's form (`link`, also for a post whose
 * intent the page does not know) and the end buttons (`revoke-link`).
 */
export type JoinLinksFormId = "link" | "revoke-link";

export function joinLinksFormOf(payload: Record<string, unknown>): JoinLinksFormId {
  return payload.intent === "revoke-link" ? "revoke-link" : "link";
}

export const partnerPageSchema = z.discriminatedUnion(
  "intent",
  [
    update,
    z.object({ intent: z.literal("archive") }),
    z.object({ intent: z.literal("unarchive") }),
    z.object({
      intent: z.literal("test-connection"),
      ssoIssuer: text(500, { min: 1, messages: { required: message("issuer") } }).refine(isIssuer, message("issuer")),
    }),
    createLink,
    revokeLink,
  ],
  unknownForm,
);

export type PartnerPageInput = z.infer<typeof partnerPageSchema>;
