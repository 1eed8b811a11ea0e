/** A UUID as PostgreSQL writes it; anything else in a URL or form names no row. */
export const isUuid = (value: unknown): value is string =>
  typeof value === "string" && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);

/** A slug as the database allows it (partners, join links, events, media): lower-case words and dashes. */
export const isSlug = (value: unknown): value is string =>
  typeof value === "string" && value.length <= 200 && /^[a-z0-9]+(-[a-z0-9]+)*$/.test(value);
