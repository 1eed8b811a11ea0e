import {
  type DiscoveryCache,
  type DiscoveryProblem,
  issuerRefusal,
  ssoDiscovery,
} from "~/features/partners/sso-discovery.server";
import type { OutboundPolicy } from "~/utils/safe-fetch.server";

// "Test connection" in the back office: reads the issuer's OpenID configuration through the
// outbound fetcher (decision record 023) and says whether it can be used, or what went wrong in
// words an administrator can act on. It reports categories only, never what the address answered
// (its status, its body, the addresses it names): the address is typed, so its answer is
// anyone's. A configuration read here is kept for the partner's logins.

export type ConnectionProblem = Exclude<DiscoveryProblem, "issuer-mismatch">;

export type ConnectionReport =
  | {
      ok: true;
      /** The configuration names the issuer that was typed (an OpenID requirement for logging in). */
      issuerMatches: boolean;
    }
  | { ok: false; problem: ConnectionProblem };

export async function testConnection(
  issuer: string,
  discovery: DiscoveryCache = ssoDiscovery(),
): Promise<ConnectionReport> {
  const found = await discovery.get(issuer, { fresh: true });
  if (found.ok) return { ok: true, issuerMatches: true };
  if (found.problem === "issuer-mismatch") return { ok: true, issuerMatches: false };
  return { ok: false, problem: found.problem };
}

const refusalMessages = {
  invalid: "partners.errors.issuer",
  insecure: "partners.errors.issuerInsecure",
  forbidden: "partners.errors.issuerForbidden",
} as const;

/**
 * The message (a key of the `admin` catalog) for an issuer this server will not fetch under its
 * outbound rules, or null: checked before an issuer is saved or tested, so nothing is stored or
 * asked. The form's schema checks the shape; this adds the run mode's rules.
 */
export function issuerError(issuer: string, policy: OutboundPolicy = ssoDiscovery().policy): string | null {
  const refusal = issuerRefusal(issuer, policy);
  return refusal ? refusalMessages[refusal] : null;
}
