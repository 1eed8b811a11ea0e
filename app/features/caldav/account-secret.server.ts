import { authSecret } from "~/features/accounts/auth.server";
import { decryptSecret, encryptSecret } from "~/features/partners/secret-box.server";
import { CaldavClient, type CaldavTransport } from "./client.server";
import { CaldavFailure } from "./client-parts";

// A coach's CalDAV app password is sealed with the app's secret for its own purpose, the way
// partners' SSO client secrets are (`secret-box.server.ts`), and opened only to make a request.

export function sealPassword(password: string): string {
  return encryptSecret(password, authSecret(), "caldav-password");
}

/**
 * A client with the account's credentials. A password that no longer opens (the app's secret
 * changed) is the coach's to enter again: "unauthorized", like a password the server refuses.
 */
export function clientFor(
  account: { username: string; sealedPassword: string },
  transport?: CaldavTransport,
): CaldavClient {
  let password: string;
  try {
    password = decryptSecret(account.sealedPassword, authSecret(), "caldav-password");
  } catch {
    throw new CaldavFailure("unauthorized", false);
  }
  return new CaldavClient({ username: account.username, password }, transport);
}
