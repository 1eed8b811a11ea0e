import { isCoachLanguage, isCoachMode, isSpecialty } from "./taxonomy";

/** The directory's state, which lives in the URL. Unknown values are ignored, never an error. */
export interface DirectoryQuery {
  q: string;
  specialty: string | null;
  language: string | null;
  mode: string | null;
  /** Only coaches with a free slot in the coming 7 days. */
  soon: boolean;
  page: number;
}

export function parseDirectoryQuery(params: URLSearchParams): DirectoryQuery {
  const page = Number.parseInt(params.get("page") ?? "1", 10);
  const specialty = params.get("specialty");
  const language = params.get("language");
  const mode = params.get("mode");
  return {
    q: (params.get("q") ?? "").slice(0, 100),
    specialty: isSpecialty(specialty) ? specialty : null,
    language: isCoachLanguage(language) ? language : null,
    mode: isCoachMode(mode) ? mode : null,
    soon: params.get("soon") === "1",
    page: Number.isFinite(page) && page > 0 ? Math.min(page, 1000) : 1,
  };
}

/** The URL search string for a query (defaults left out), with `page` reset unless given. */
export function directorySearch(query: DirectoryQuery, changes: Partial<DirectoryQuery> = {}): string {
  const next = { ...query, page: 1, ...changes };
  const params = new URLSearchParams();
  if (next.q) params.set("q", next.q);
  if (next.specialty) params.set("specialty", next.specialty);
  if (next.language) params.set("language", next.language);
  if (next.mode) params.set("mode", next.mode);
  if (next.soon) params.set("soon", "1");
  if (next.page > 1) params.set("page", String(next.page));
  const search = params.toString();
  return search ? `?${search}` : "";
}
