import { privateMeta } from "~/utils/i18n/meta";

/**
 * The title of a back-office page, in the account's language (the root loader's `lng`: the back
 * office has no language segment); never indexed. `key` is "namespace:key".
 */
export function adminMeta(matches: readonly ({ id: string; loaderData?: unknown } | undefined)[], key: string) {
  const root = matches.find((match) => match?.id === "root")?.loaderData as { lng?: unknown } | undefined;
  return privateMeta(root?.lng, key);
}
