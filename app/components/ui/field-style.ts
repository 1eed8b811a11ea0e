/** Native inputs and selects in the house style (filters in GET forms, where React Aria adds nothing). */
export const fieldStyle =
  "min-h-11 w-full rounded-[var(--radius-control)] border border-ink-muted/60 bg-surface px-3 py-2 text-base text-ink";
