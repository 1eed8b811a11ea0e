/** Native inputs and selects in the house style (filters in GET forms, where React Aria adds nothing). */
export const fieldStyle =
  "min-h-11 w-full rounded-[var(--radius-control)] border border-ink-muted/60 bg-surface px-3 py-2 text-base text-ink";

/**
 * React Aria hides a checkbox's, radio's or switch's native input visually (one clipped pixel). On the label,
 * these classes spread that input, transparent, over the whole label instead, so that a click or a
 * tap anywhere on it lands on the native input itself, as it does before the page has hydrated.
 */
export const inputOverLabel =
  "relative [&>span:first-child]:inset-0 [&>span:first-child]:m-0! [&>span:first-child]:size-full! [&>span:first-child]:[clip:auto]! [&>span:first-child]:[clip-path:none]! [&>span:first-child]:opacity-0 [&_input]:m-0 [&_input]:size-full [&_input]:cursor-pointer";
