import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";
import { decryptSecret, encryptSecret } from "~/features/partners/secret-box.server";

// Each conversation has its own AES-256-GCM key, stored sealed with the server's key (purpose
// "conversation-key"): a database reader without the server's secret reads nothing, and one
// conversation's key opens no other's. Text is stored as `v1.<iv>.<tag>.<ciphertext>` in
// base64url (the tables' CHECKs require the form); a file's bytes as iv (12) | tag (16) | ciphertext.

const IV_BYTES = 12;
const TAG_BYTES = 16;

/** A new conversation key, sealed for storage in `conversations.sealed_key`. */
export function newSealedKey(secret: string): string {
  return encryptSecret(randomBytes(32).toString("base64"), secret, "conversation-key");
}

/** The conversation's key, from its sealed form. Throws when the secret is not the one it was sealed with. */
export function openKey(sealedKey: string, secret: string): Buffer {
  const key = Buffer.from(decryptSecret(sealedKey, secret, "conversation-key"), "base64");
  if (key.length !== 32) throw new Error("Unknown conversation key format");
  return key;
}

/** Text sealed with a conversation's key. */
export function sealText(plain: string, key: Buffer): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv("aes-256-gcm", key, iv);
  const data = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  return ["v1", iv.toString("base64url"), cipher.getAuthTag().toString("base64url"), data.toString("base64url")].join(
    ".",
  );
}

/** Text sealed by `sealText`; throws when the key is another conversation's or the value was changed. */
export function openText(sealed: string, key: Buffer): string {
  const [version, iv, tag, data, ...rest] = sealed.split(".");
  if (version !== "v1" || !iv || !tag || data === undefined || rest.length > 0)
    throw new Error("Unknown sealed format");
  const decipher = createDecipheriv("aes-256-gcm", key, Buffer.from(iv, "base64url"));
  decipher.setAuthTag(Buffer.from(tag, "base64url"));
  return Buffer.concat([decipher.update(Buffer.from(data, "base64url")), decipher.final()]).toString("utf8");
}

/** A file's bytes sealed with a conversation's key: iv | tag | ciphertext. */
export function sealBytes(plain: Uint8Array, key: Buffer): Uint8Array {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv("aes-256-gcm", key, iv);
  const data = Buffer.concat([cipher.update(plain), cipher.final()]);
  return new Uint8Array(Buffer.concat([iv, cipher.getAuthTag(), data]));
}

/** Bytes sealed by `sealBytes`; throws when the key is another conversation's or the bytes were changed. */
export function openBytes(sealed: Uint8Array, key: Buffer): Uint8Array {
  const bytes = Buffer.from(sealed);
  if (bytes.length < IV_BYTES + TAG_BYTES) throw new Error("Unknown sealed format");
  const decipher = createDecipheriv("aes-256-gcm", key, bytes.subarray(0, IV_BYTES));
  decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
  return new Uint8Array(Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]));
}
