/** The two kinds of session a member can book, and how long each takes. */
export const SESSION_MINUTES = { intake: 30, coaching: 60 } as const;
export type SessionKind = keyof typeof SESSION_MINUTES;
export const sessionKinds = Object.keys(SESSION_MINUTES) as SessionKind[];
export const isSessionKind = (value: unknown): value is SessionKind =>
  typeof value === "string" && Object.hasOwn(SESSION_MINUTES, value);
