import { authSecret } from "~/features/accounts/auth.server";
import { decryptSecret, encryptSecret } from "~/features/partners/secret-box.server";

// An "Undo" offered for 30 seconds after something was removed (issue 33). The button carries a
// token sealed with the app's secret for this purpose alone (AES-GCM: nobody can read or forge
// it): what kind of undo it is, whose it is, until when, and what it needs to put back. The
// server checks all three before it changes anything; the undo itself must still find the thing
// as it left it (undone twice, or changed since, it says so and changes nothing).

export const UNDO_SECONDS = 30;

export type UndoKind = "vitascan-withdrawal" | "partner-archive" | "availability";

export interface UndoOffer {
  token: string;
  /** When the offer lapses (ISO); the page counts down to it. */
  expiresAt: string;
}

interface Sealed {
  kind: UndoKind;
  owner: string;
  issuedAt: number;
  expiresAt: number;
  data: unknown;
}

export type UndoCheck<Data> =
  | { ok: true; data: Data; issuedAt: Date }
  /** `expired`: past its 30 seconds; `invalid`: not a token of this kind for this person. */
  | { ok: false; reason: "expired" | "invalid" };

/** An undo for `owner` (the user id that may use it) of `kind`, carrying `data`, valid 30 s from `now`. */
export function issueUndo(kind: UndoKind, owner: string, data: unknown, now: Date, secret = authSecret()): UndoOffer {
  const expiresAt = now.getTime() + UNDO_SECONDS * 1000;
  const sealed: Sealed = { kind, owner, issuedAt: now.getTime(), expiresAt, data };
  return {
    token: encryptSecret(JSON.stringify(sealed), secret, "undo-token"),
    expiresAt: new Date(expiresAt).toISOString(),
  };
}

/** Opens a token posted by `owner` for an undo of `kind` at `now`; never throws. */
export function checkUndo<Data>(
  token: unknown,
  kind: UndoKind,
  owner: string,
  now: Date,
  secret = authSecret(),
): UndoCheck<Data> {
  // The largest a token gets: a week of 7 × 12 blocks before and after a save, sealed (about 9 KB).
  if (typeof token !== "string" || token.length === 0 || token.length > 32_000) return { ok: false, reason: "invalid" };
  let sealed: Partial<Sealed>;
  try {
    sealed = JSON.parse(decryptSecret(token, secret, "undo-token")) as Partial<Sealed>;
  } catch {
    return { ok: false, reason: "invalid" };
  }
  if (sealed.kind !== kind || sealed.owner !== owner || typeof sealed.expiresAt !== "number") {
    return { ok: false, reason: "invalid" };
  }
  if (now.getTime() >= sealed.expiresAt) return { ok: false, reason: "expired" };
  return { ok: true, data: sealed.data as Data, issuedAt: new Date(Number(sealed.issuedAt)) };
}

/** What a page's action answers about an undo: offered after a removal, done, or refused and why. */
export interface UndoAnswer {
  undo?: UndoOffer;
  undone?: true;
  undoRefused?: "expired" | "invalid" | "gone";
}
