import { useParams, useRouteError, useRouteLoaderData } from "react-router";
import { defaultLanguage, isLanguage, type Language } from "./config";

/**
 * The page's language: the `{lng}` segment; on pages without one (the coach area) the language
 * the root loader chose (the account's, else the browser's), or an area's refusal carried; Dutch
 * when none is known.
 */
export function useLanguage(): Language {
  const { lng } = useParams();
  const root = useRouteLoaderData("root") as { lng?: unknown } | undefined;
  // An area's refusal is drawn before any loader ran; it carries the language it was refused in.
  const refusal = useRouteError() as { data?: { lng?: unknown } } | undefined;
  if (isLanguage(lng)) return lng;
  if (isLanguage(root?.lng)) return root.lng;
  return isLanguage(refusal?.data?.lng) ? refusal.data.lng : defaultLanguage;
}

/** The same page in another language: the first path segment is replaced, the rest kept. */
export function switchLanguagePath(pathname: string, search: string, target: Language): string {
  const [, first = "", ...rest] = pathname.split("/");
  const tail = isLanguage(first) ? rest : [];
  const path = [target, ...tail].join("/");
  return `/${path}${search}`;
}
