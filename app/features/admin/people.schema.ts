import { z } from "zod";
import { isUuid } from "~/utils/ids";
import { hasControlCharacters } from "~/utils/text";
import { safeText } from "~/utils/zod-text";

// Messages are catalog keys in the `admin` namespace; the page translates them.

/** The platform roles an administrator hands out here; every account is a member already. */
export const grantableRoles = ["coach", "admin"] as const;
export type GrantableRole = (typeof grantableRoles)[number];

/**
 * An account id as better-auth makes them (32 letters and digits) or the demo data names them
 * ("demo-member-2"); anything else in an address names nobody and is not looked up.
 */
export function isUserId(value: unknown): value is string {
  return typeof value === "string" && /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/.test(value);
}

/** The longest search the people list takes; a longer one is refused, not cut. */
export const MAX_SEARCH = 100;
/**
 * The shortest: the search reads the trigram indexes on names and addresses, and a trigram is three
 * characters; one or two would read every account, and match too many to be of use anyway.
 */
export const MIN_SEARCH = 3;
/** The last page a list offers: deep pages of a search are no way to find someone. */
export const MAX_PAGE = 1000;

const role = z.enum(grantableRoles, { error: "people.errors.formInvalid" });
const partnerId = z.string({ error: "people.errors.partnerRequired" }).refine(isUuid, "people.errors.partnerRequired");

/** Every form on a person's page, told apart by `intent`. */
export const personActionSchema = z.discriminatedUnion(
  "intent",
  [
    z.object({ intent: z.literal("grant-role"), role }),
    z.object({ intent: z.literal("revoke-role"), role }),
    z.object({ intent: z.literal("grant-partner-admin"), partnerId }),
    z.object({ intent: z.literal("revoke-partner-admin"), partnerId }),
    z.object({ intent: z.literal("deactivate") }),
    z.object({ intent: z.literal("reactivate") }),
    z.object({ intent: z.literal("resend-verification") }),
    z.object({
      intent: z.literal("delete"),
      // Typed by hand: the account's address, compared without regard to case.
      confirmEmail: safeText(254, {
        min: 1,
        messages: {
          required: "people.errors.confirmRequired",
          tooLong: "people.errors.confirmMismatch",
          controlCharacters: "people.errors.confirmMismatch",
        },
      }).transform((value) => value.toLowerCase()),
    }),
  ],
  { error: "people.errors.formInvalid" },
);

export type PersonAction = z.infer<typeof personActionSchema>;
export type PersonIntent = PersonAction["intent"];

/** A page number from the address: 1 unless it is a whole number in range. */
export function pageParam(value: string | null): number {
  if (!value || !/^\d{1,4}$/.test(value)) return 1;
  const page = Number(value);
  return page >= 1 && page <= MAX_PAGE ? page : 1;
}

/**
 * The people search as the address carries it: trimmed; too short, too long or with control
 * characters is refused with a message (the list then shows nobody rather than a guess). Empty is no
 * search: everybody, by name.
 */
export function searchParam(value: string | null): { q: string; error: string | null } {
  const q = (value ?? "").trim();
  if (q.length > MAX_SEARCH) return { q: q.slice(0, MAX_SEARCH), error: "people.errors.searchTooLong" };
  if (hasControlCharacters(q)) return { q: "", error: "people.errors.searchInvalid" };
  if (q.length > 0 && [...q].length < MIN_SEARCH) return { q, error: "people.errors.searchTooShort" };
  return { q, error: null };
}

/** Escapes LIKE's wildcards (and its escape character), so a search for "50%" finds "50%". */
export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (character) => `\\${character}`);
}
