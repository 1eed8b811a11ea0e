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
  const clipped = (element: Element): boolean => {
    for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
      const style = getComputedStyle(parent);
      if (style.overflowX !== "visible" && parent.getBoundingClientRect().right <= width + 1) return true;
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
