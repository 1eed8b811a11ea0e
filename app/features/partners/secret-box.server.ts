import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";

/**
 * What a sealed value is for. Each purpose has its own key derived from the app's secret, so a
 * value sealed for one purpose (an SSO flow cookie a visitor holds) can never be replayed as
 * another (a partner's stored client secret), and neither reveals anything about the other.
 */
export type SecretPurpose =
  /** A visitor's vitality scan answers, kept in their browser until they have an account. */
  | "visitor-scan"
  | "partner-sso-client-secret"
  | "sso-flow-cookie"
  /** A conversation's own key (the messages are sealed with it). */
  | "conversation-key"
  /** What a member chose to include in a report to the administrators. */
  | "message-report"
  /** A coach's CalDAV app password. */
  | "caldav-password"
  /** What an "Undo" button may put back, for whom and until when (`features/undo`). */
  | "undo-token";

/**
 * Secrets at rest and in cookies: AES-256-GCM with a key derived (HKDF) from the app's secret and
 * the purpose, stored as `v1.<iv>.<tag>.<ciphertext>` in base64url. Tampering fails decryption.
 */
function keyFrom(appSecret: string, purpose: SecretPurpose): Buffer {
  return Buffer.from(hkdfSync("sha256", appSecret, "vitaal", purpose, 32));
}

export function encryptSecret(plain: string, appSecret: string, purpose: SecretPurpose): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", keyFrom(appSecret, purpose), iv);
  const data = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  return ["v1", iv, cipher.getAuthTag(), data]
    .map((part) => (typeof part === "string" ? part : part.toString("base64url")))
    .join(".");
}

export function decryptSecret(stored: string, appSecret: string, purpose: SecretPurpose): string {
  const [version, iv, tag, data] = stored.split(".");
  if (version !== "v1" || !iv || !tag || !data) throw new Error("Unknown secret format");
  const decipher = createDecipheriv("aes-256-gcm", keyFrom(appSecret, purpose), Buffer.from(iv, "base64url"));
  decipher.setAuthTag(Buffer.from(tag, "base64url"));
  return Buffer.concat([decipher.update(Buffer.from(data, "base64url")), decipher.final()]).toString("utf8");
}
