import type { ReactNode, TdHTMLAttributes, ThHTMLAttributes } from "react";
import { ScrollRegion } from "./scroll-region";

// A data table: a caption that names it (shown, or for screen readers only when a heading above
// already says it), header cells that say what they head (`scope`), and on a narrow screen a
// sideways scroll inside a region that keyboard users can reach (ScrollRegion).

export function Table({
  caption,
  hideCaption = false,
  children,
  className,
  minWidth,
}: {
  caption: string;
  /** The caption for screen readers only, when a visible heading says the same. */
  hideCaption?: boolean;
  children: ReactNode;
  className?: string;
  /**
   * The narrowest the table may get, as a Tailwind class (`min-w-[40rem]`): below it, the table
   * scrolls sideways inside its region instead of squeezing its columns.
   */
  minWidth?: string;
}) {
  return (
    <ScrollRegion label={caption} className={className}>
      <table className={`w-full border-collapse text-left ${minWidth ?? ""}`.trim()}>
        <caption className={hideCaption ? "sr-only" : "mb-2 text-left font-semibold text-ink"}>{caption}</caption>
        {children}
      </table>
    </ScrollRegion>
  );
}

export function TableHead({ children }: { children: ReactNode }) {
  return <thead className="border-b border-line text-sm text-ink-muted">{children}</thead>;
}

export function TableBody({ children }: { children: ReactNode }) {
  return <tbody className="divide-y divide-line">{children}</tbody>;
}

export function Row({ children }: { children: ReactNode }) {
  return <tr className="align-top">{children}</tr>;
}

/** A column's header (`scope="col"`), or with `scope="row"` the cell that names its row. */
export function HeaderCell({ scope = "col", className, ...props }: ThHTMLAttributes<HTMLTableCellElement>) {
  const style = scope === "row" ? "py-3 pe-4 font-medium text-ink" : "py-2 pe-4 font-semibold";
  return <th scope={scope} className={className ? `${style} ${className}` : style} {...props} />;
}

export function Cell({ className, ...props }: TdHTMLAttributes<HTMLTableCellElement>) {
  const style = "py-3 pe-4 text-ink";
  return <td className={className ? `${style} ${className}` : style} {...props} />;
}
