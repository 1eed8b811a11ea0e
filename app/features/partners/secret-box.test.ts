import { describe, expect, it } from "vitest";
import { decryptSecret, encryptSecret } from "./secret-box.server";

const key = "a-test-secret-of-at-least-thirty-two-characters";
const purpose = "partner-sso-client-secret";

describe("secret box", () => {
  it("round-trips and never stores the plain text", () => {
    const stored = encryptSecret("client-secret-123", key, purpose);
    expect(stored).not.toContain("client-secret-123");
    expect(stored.startsWith("v1.")).toBe(true);
    expect(decryptSecret(stored, key, purpose)).toBe("client-secret-123");
    expect(encryptSecret("client-secret-123", key, purpose)).not.toBe(stored);
  });

  it("refuses a wrong key and tampered data", () => {
    const stored = encryptSecret("client-secret-123", key, purpose);
    expect(() => decryptSecret(stored, `${key}x`, purpose)).toThrow();
    const parts = stored.split(".");
    parts[3] = Buffer.from("tampered").toString("base64url");
    expect(() => decryptSecret(parts.join("."), key, purpose)).toThrow();
    expect(() => decryptSecret("plain", key, purpose)).toThrow();
  });

  it("keeps purposes apart: a flow cookie never opens as a client secret, nor the reverse", () => {
    const cookie = encryptSecret('{"state":"x"}', key, "sso-flow-cookie");
    expect(() => decryptSecret(cookie, key, "partner-sso-client-secret")).toThrow();
    const clientSecret = encryptSecret("client-secret-123", key, "partner-sso-client-secret");
    expect(() => decryptSecret(clientSecret, key, "sso-flow-cookie")).toThrow();
  });
});
