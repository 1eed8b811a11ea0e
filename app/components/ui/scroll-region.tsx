import type { ReactNode } from "react";

/**
 * A wide table on a narrow screen: it scrolls sideways inside a named region that takes keyboard
 * focus, so it can be scrolled with the arrow keys too (WCAG 2.1.1, axe's scrollable-region-focusable).
 * Positioned, so that visually hidden (absolute) text inside it is clipped with it instead of
 * widening the page.
 */
export function ScrollRegion({
  label,
  children,
  className,
}: {
  label: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section
      aria-label={label}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
      tabIndex={0}
      className={`relative overflow-x-auto rounded-sm focus-visible:outline-3 focus-visible:outline-brand-600 ${className ?? ""}`}
    >
      {children}
    </section>
  );
}
