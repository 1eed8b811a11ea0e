import { describe, expect, it } from "vitest";
import { decryptSecret, encryptSecret } from "./secret-box.server";

const key = "a-test-secret-of-at-least-thirty-two-characters";

describe("secret box", () => {
  it("round-trips and never stores the plain text", () => {
    const stored = encryptSecret("client-secret-123", key);
    expect(stored).not.toContain("client-secret-123");
    expect(stored.startsWith("v1.")).toBe(true);
    expect(decryptSecret(stored, key)).toBe("client-secret-123");
    expect(encryptSecret("client-secret-123", key)).not.toBe(stored);
  });

  it("refuses a wrong key and tampered data", () => {
    const stored = encryptSecret("client-secret-123", key);
    expect(() => decryptSecret(stored, `${key}x`)).toThrow();
    const parts = stored.split(".");
    parts[3] = Buffer.from("tampered").toString("base64url");
    expect(() => decryptSecret(parts.join("."), key)).toThrow();
    expect(() => decryptSecret("plain", key)).toThrow();
  });
});
