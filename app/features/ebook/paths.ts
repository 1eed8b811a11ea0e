import type { Language } from "~/utils/i18n/config";

/** The PDF's address: for a member as is, for a visitor with their token. */
export const downloadPath = (lng: Language, token?: string) =>
  `/${lng}/ebook/download${token ? `?token=${encodeURIComponent(token)}` : ""}`;

/** The page that withdraws a visitor's consent. */
export const withdrawPath = (lng: Language, token: string) => `/${lng}/ebook?withdraw=${encodeURIComponent(token)}`;
