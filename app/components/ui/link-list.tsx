import type { MouseEvent, ReactNode } from "react";
import { useNavigate } from "react-router";

/**
 * A list of plain links (a coach's week of times, the directory's cards, the site's menus) that
 * navigate inside the app as `<Link>`s do, with one click handler for the whole list instead of a
 * router link per item: each `<Link>` resolves its address and sets up its handlers on every
 * render, which for a hundred times was a large part of the page's server time. A click with a modifier key, on a link that opens
 * elsewhere or downloads, or before the page is interactive is left to the browser. The keyboard
 * works as for any link: Enter on a link is a click.
 */
export function LinkList({
  className,
  preventScrollReset = false,
  children,
}: {
  className?: string;
  /** Keep the scroll position, as `<Link preventScrollReset>` does (a new page starts at its top). */
  preventScrollReset?: boolean;
  children: ReactNode;
}) {
  const navigate = useNavigate();
  const onClick = (event: MouseEvent<HTMLUListElement>) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
    const anchor = (event.target as Element).closest("a");
    if (!anchor || !event.currentTarget.contains(anchor)) return;
    if ((anchor.target && anchor.target !== "_self") || anchor.hasAttribute("download")) return;
    if (anchor.origin !== window.location.origin) return;
    event.preventDefault();
    navigate(`${anchor.pathname}${anchor.search}${anchor.hash}`, { preventScrollReset });
  };
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the clicks handled are those of the links inside, which the keyboard makes too
    <ul className={className} onClick={onClick}>
      {children}
    </ul>
  );
}
