/**
 * PostgreSQL's error code (`23505` unique violation, `23P01` exclusion violation, …), wherever the
 * driver put it: node-postgres and PGlite set `code` on the error, Drizzle wraps that error in its
 * own and keeps it as `cause`.
 */
export function pgCode(error: unknown): string | undefined {
  const candidate = error as { code?: unknown; cause?: { code?: unknown } } | null | undefined;
  if (typeof candidate?.code === "string") return candidate.code;
  if (typeof candidate?.cause?.code === "string") return candidate.cause.code;
  return undefined;
}
