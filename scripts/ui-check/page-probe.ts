// What the UI check reads from a page in the browser: elements that reach past the viewport's right
// edge (and are not inside a box that scrolls or clips them), and the page's visible text. Runs in
// the page (`page.evaluate`), so it uses nothing from the module around it.

export interface PageReading {
  /** The document scrolls sideways: what a person on this width would see. */
  scrollsSideways: boolean;
  /** The outermost elements wider than the viewport, described (tag, id/class, width). */
  wide: string[];
  text: string;
}

export function readPage(): PageReading {
  const width = document.documentElement.clientWidth;
  // Whether a box is the containing block of a descendant placed `absolute` (any placed box) or
  // `fixed` (only one with a transform, a filter or containment; otherwise the viewport).
  const holdsFixed = (style: CSSStyleDeclaration) =>
    style.transform !== "none" || style.filter !== "none" || /paint|layout|strict|content/.test(style.contain);
  // Whether something between the element and the body scrolls or clips it within the viewport. A
  // box placed `absolute` or `fixed` escapes every ancestor below its containing block: only from
  // there up can an ancestor scroll or clip it.
  const clipped = (element: Element): boolean => {
    let position = getComputedStyle(element).position;
    for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
      const style = getComputedStyle(parent);
      const holds =
        position === "fixed"
          ? holdsFixed(style)
          : position === "absolute"
            ? style.position !== "static" || holdsFixed(style)
            : true;
      if (!holds) continue;
      if (style.overflowX !== "visible" && parent.getBoundingClientRect().right <= width + 1) return true;
      // From the containing block up, its own placement decides what it escapes.
      position = style.position === "absolute" || style.position === "fixed" ? style.position : "static";
    }
    return false;
  };
  const describe = (element: Element) => {
    const id = element.id ? `#${element.id}` : "";
    const className = typeof element.className === "string" ? element.className.trim().split(/\s+/).slice(0, 3) : [];
    const box = element.getBoundingClientRect();
    const label = (element.textContent ?? "").trim().slice(0, 40);
    return `<${element.tagName.toLowerCase()}${id}${className.length ? `.${className.join(".")}` : ""}> right ${Math.round(box.right)} px "${label}"`;
  };
  const wide: Element[] = [];
  for (const element of document.body.querySelectorAll("*")) {
    const box = element.getBoundingClientRect();
    if (box.width === 0 || box.height === 0 || box.right <= width + 1) continue;
    const style = getComputedStyle(element);
    if (style.visibility === "hidden" || style.display === "none") continue;
    if (clipped(element)) continue;
    // Only the outermost: a wide list's items are the list's problem.
    if (wide.some((outer) => outer.contains(element))) continue;
    wide.push(element);
  }
  return {
    scrollsSideways: document.documentElement.scrollWidth > width,
    wide: wide.map(describe),
    text: document.body.innerText,
  };
}
