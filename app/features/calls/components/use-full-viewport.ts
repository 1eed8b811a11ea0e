import { type RefObject, useEffect, useSyncExternalStore } from "react";

// Tailwind's `sm` breakpoint: below it the call takes the whole screen.
const PHONE = "(max-width: 639.98px)";

const subscribe = (onChange: () => void) => {
  const query = matchMedia(PHONE);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
};

/** Whether the screen is phone-sized; false on the server (the call starts before joining there). */
export function usePhoneScreen() {
  return useSyncExternalStore(
    subscribe,
    () => matchMedia(PHONE).matches,
    () => false,
  );
}

/**
 * While `active`, the element covers the viewport (its own classes do that) and the rest of the
 * page steps out of the way: the page behind stops scrolling, and every element outside this one
 * (site header, footer, title) becomes `inert`, so neither a keyboard nor a screen reader lands
 * behind the call. All of it is undone when the call leaves full-screen.
 */
export function useFullViewport(element: RefObject<HTMLElement | null>, active: boolean) {
  useEffect(() => {
    const own = element.current;
    if (!active || !own) return;
    const madeInert: Element[] = [];
    for (let node: HTMLElement | null = own; node && node !== document.body; node = node.parentElement) {
      for (const sibling of node.parentElement?.children ?? []) {
        if (sibling === node || sibling.hasAttribute("inert") || sibling.tagName === "SCRIPT") continue;
        sibling.setAttribute("inert", "");
        madeInert.push(sibling);
      }
    }
    const root = document.documentElement;
    const overflow = root.style.overflow;
    root.style.overflow = "hidden";
    return () => {
      for (const sibling of madeInert) sibling.removeAttribute("inert");
      root.style.overflow = overflow;
    };
  }, [element, active]);
}
