import { useId } from "react";

// A small bar chart drawn as SVG, for figures that are also in a table next to it: the chart is
// hidden from assistive technology (the table carries the figures), and a bar whose figure is
// hidden is drawn hatched with a dashed outline and a text label above it, so it is told apart by
// shape and words, not by colour alone.

export interface Bar {
  /** Unique among the bars ("2026-01"). */
  id: string;
  /** Short label under the bar ("jan"). */
  label: string;
  /** The figure, or null when it is hidden. */
  value: number | null;
}

export interface BarChartProps {
  bars: Bar[];
  /** The text above a hidden bar ("< 10"). */
  hiddenLabel: string;
  /** Height of a hidden bar, as a figure on the same scale (the group size: it is below that). */
  hiddenHeight: number;
  className?: string;
}

const HEIGHT = 200;
const TOP = 24;
const BOTTOM = 28;
const SLOT = 56;
const BAR = 36;

export function BarChart({ bars, hiddenLabel, hiddenHeight, className }: BarChartProps) {
  const hatch = useId();
  const max = Math.max(1, hiddenHeight, ...bars.map((bar) => bar.value ?? 0));
  const plot = HEIGHT - TOP - BOTTOM;
  const width = Math.max(SLOT * bars.length, SLOT);
  const heightOf = (value: number) => Math.max(value > 0 ? 2 : 0, (value / max) * plot);
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox={`0 0 ${width} ${HEIGHT}`}
      className={`h-auto w-full max-w-3xl text-brand-700 ${className ?? ""}`}
    >
      <defs>
        <pattern id={hatch} width="6" height="6" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
          <rect width="6" height="6" fill="var(--color-brand-50, #eef8f6)" />
          <line x1="0" y1="0" x2="0" y2="6" stroke="currentColor" strokeWidth="2.5" />
        </pattern>
      </defs>
      <line x1="0" x2={width} y1={HEIGHT - BOTTOM} y2={HEIGHT - BOTTOM} stroke="var(--color-ink-muted, #45514e)" />
      {bars.map((bar, index) => {
        const x = index * SLOT + (SLOT - BAR) / 2;
        const hidden = bar.value === null;
        const height = heightOf(hidden ? hiddenHeight : (bar.value ?? 0));
        const y = HEIGHT - BOTTOM - height;
        return (
          <g key={bar.id}>
            {hidden ? (
              <rect
                x={x}
                y={y}
                width={BAR}
                height={height}
                fill={`url(#${hatch})`}
                stroke="currentColor"
                strokeWidth="1.5"
                strokeDasharray="4 3"
              />
            ) : (
              <rect x={x} y={y} width={BAR} height={height} rx="3" fill="currentColor" />
            )}
            <text
              x={x + BAR / 2}
              y={y - 6}
              textAnchor="middle"
              fontSize="12"
              fill="var(--color-ink, #1c2624)"
              fontStyle={hidden ? "italic" : undefined}
            >
              {hidden ? hiddenLabel : bar.value}
            </text>
            <text
              x={x + BAR / 2}
              y={HEIGHT - 8}
              textAnchor="middle"
              fontSize="12"
              fill="var(--color-ink-muted, #45514e)"
            >
              {bar.label}
            </text>
          </g>
        );
      })}
    </svg>
  );
}

/** The legend under a chart: what a solid and a hatched bar mean, in words. */
export function BarChartLegend({ value, hidden }: { value: string; hidden: string }) {
  return (
    <ul className="mt-2 flex flex-wrap gap-x-6 gap-y-1 text-sm text-ink-muted">
      <li className="flex items-center gap-2">
        <span aria-hidden="true" className="inline-block size-4 rounded-sm bg-brand-700" />
        {value}
      </li>
      <li className="flex items-center gap-2">
        <span
          aria-hidden="true"
          className="inline-block size-4 border border-dashed border-brand-700"
          style={{
            backgroundImage:
              "repeating-linear-gradient(45deg, var(--color-brand-700) 0 2px, var(--color-brand-50) 2px 5px)",
          }}
        />
        {hidden}
      </li>
    </ul>
  );
}
