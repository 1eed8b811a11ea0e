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

/** The nearest existing page above a page (its parent in the back office's tree), or null at the top. */
export function parentOf<T extends PagePath>(pages: readonly T[], path: string): T | null {
  return ancestorsOf(pages, path).at(-1) ?? null;
}

/** Pages in their order among the others under the same parent. */
const byOrder = (a: PagePath, b: PagePath) => a.sortOrder - b.sortOrder || a.path.localeCompare(b.path);

/**
 * The pages of one partner as a tree, flattened in reading order: each page followed by the pages
 * under it, siblings in their order; `depth` counts the existing pages above.
 */
export function pageTree<T extends PagePath>(pages: readonly T[]): { page: T; depth: number }[] {
  const childrenByParent = new Map<string | null, T[]>();
  for (const page of pages) {
    const parent = parentOf(pages, page.path)?.path ?? null;
    childrenByParent.set(parent, [...(childrenByParent.get(parent) ?? []), page]);
  }
  const out: { page: T; depth: number }[] = [];
  const walk = (parent: string | null, depth: number) => {
    for (const page of [...(childrenByParent.get(parent) ?? [])].sort(byOrder)) {
      out.push({ page, depth });
      walk(page.path, depth + 1);
    }
  };
  walk(null, 0);
  return out;
}

/**
 * The sort orders after moving one page a place up or down among its siblings: the changed pages
 * with their new order, or an empty list when it is already first or last. The siblings are
 * numbered from the lowest order they had, so no two share a number afterwards.
 */
export function moveAmongSiblings<T extends PagePath>(
  pages: readonly T[],
  path: string,
  direction: "up" | "down",
): { path: string; sortOrder: number }[] {
  const parent = parentOf(pages, path)?.path ?? null;
  const siblings = pages.filter((page) => (parentOf(pages, page.path)?.path ?? null) === parent).sort(byOrder);
  const index = siblings.findIndex((page) => page.path === path);
  const target = direction === "up" ? index - 1 : index + 1;
  if (index < 0 || target < 0 || target >= siblings.length) return [];
  const order = [...siblings];
  [order[index], order[target]] = [order[target] as T, order[index] as T];
  const base = Math.min(...siblings.map((page) => page.sortOrder));
  return order
    .map((page, position) => ({ path: page.path, sortOrder: base + position, before: page.sortOrder }))
    .filter((change) => change.sortOrder !== change.before)
    .map(({ path: changed, sortOrder }) => ({ path: changed, sortOrder }));
}
