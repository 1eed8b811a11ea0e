/** The path of a program page from the URL's rest ("sport-events/sessions/dam-to-dam/" → without the slash), or null. */
export function parsePagePath(rest: string | undefined): string | null {
  const path = (rest ?? "").replace(/\/+$/, "");
  return /^[a-z0-9]+(-[a-z0-9]+)*(\/[a-z0-9]+(-[a-z0-9]+)*)*$/.test(path) ? path : null;
}

interface PagePath {
  path: string;
  sortOrder: number;
}

/** The pages below a page (at any depth), in their order. */
export function childrenOf<T extends PagePath>(pages: readonly T[], path: string): T[] {
  return pages
    .filter((page) => page.path.startsWith(`${path}/`))
    .sort((a, b) => a.sortOrder - b.sortOrder || a.path.localeCompare(b.path));
}

/** The existing pages above a page, outermost first, for the breadcrumb trail. */
export function ancestorsOf<T extends PagePath>(pages: readonly T[], path: string): T[] {
  const segments = path.split("/");
  const paths = segments.slice(0, -1).map((_, index) => segments.slice(0, index + 1).join("/"));
  return paths.flatMap((ancestor) => pages.filter((page) => page.path === ancestor));
}
