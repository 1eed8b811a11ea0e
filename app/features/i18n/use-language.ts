import { useParams, useRouteLoaderData } from "react-router";
import { defaultLanguage, isLanguage, type Language } from "./config";

/**
 * The page's language: the `{lng}` segment; on pages without one (the coach area) the language
 * the root loader chose (the account's, else the browser's); Dutch when neither is known.
 */
export function useLanguage(): Language {
  const { lng } = useParams();
  const root = useRouteLoaderData("root") as { lng?: unknown } | undefined;
  if (isLanguage(lng)) return lng;
  return isLanguage(root?.lng) ? root.lng : defaultLanguage;
}

/** The same page in another language: the first path segment is replaced, the rest kept. */
export function switchLanguagePath(pathname: string, search: string, target: Language): string {
  const [, first = "", ...rest] = pathname.split("/");
  const tail = isLanguage(first) ? rest : [];
  const path = [target, ...tail].join("/");
  return `/${path}${search}`;
}
