import { useId } from "react";

export interface RadarPoint {
  label: string;
  /** 0–100 */
  value: number;
}

// Room on every side for the labels: a label of up to LINE characters on each of two lines fits
// between the rings and the edge at FONT units, also at the sides where labels are longest.
const WIDTH = 480;
const HEIGHT = 364;
const CENTRE_X = WIDTH / 2;
const CENTRE_Y = HEIGHT / 2;
const RADIUS = 115;
const FONT = 14;
const LINE = 13;

function pointAt(index: number, count: number, value: number) {
  const angle = (Math.PI * 2 * index) / count - Math.PI / 2;
  const distance = (RADIUS * Math.max(0, Math.min(100, value))) / 100;
  return { x: CENTRE_X + Math.cos(angle) * distance, y: CENTRE_Y + Math.sin(angle) * distance };
}

/** A label in at most two lines, broken at a space or after a hyphen once a line is long. */
export function labelLines(label: string, width = LINE): string[] {
  if (label.length <= width) return [label];
  const breaks = [...label.matchAll(/[ -]/g)].map((match) => match.index ?? 0);
  if (breaks.length === 0) return [label];
  // The break nearest the middle keeps both lines short.
  const middle = label.length / 2;
  const at = breaks.reduce((best, index) => (Math.abs(index - middle) < Math.abs(best - middle) ? index : best));
  const keepsHyphen = label[at] === "-";
  return [label.slice(0, keepsHyphen ? at + 1 : at), label.slice(at + 1)];
}

const path = (points: { x: number; y: number }[]) =>
  `${points.map((point, index) => `${index === 0 ? "M" : "L"}${point.x.toFixed(1)},${point.y.toFixed(1)}`).join(" ")} Z`;

/**
 * A radar chart of scores 0–100 as an image with a title and description; the figures themselves
 * belong in a table next to it, which is what screen readers read.
 */
export function RadarChart({
  points,
  previous,
  title,
  description,
  legend,
}: {
  points: RadarPoint[];
  previous?: RadarPoint[];
  title: string;
  description: string;
  /** What the lines are: this scan's, and the previous scan's when it is drawn. */
  legend?: { current: string; previous: string };
}) {
  const id = useId();
  const count = points.length;
  return (
    <div className="w-full">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-labelledby={`${id}-title ${id}-desc`}
        className="mx-auto h-auto w-full max-w-md"
      >
        <title id={`${id}-title`}>{title}</title>
        <desc id={`${id}-desc`}>{description}</desc>
        {[25, 50, 75, 100].map((ring) => (
          <path
            key={ring}
            d={path(points.map((_, index) => pointAt(index, count, ring)))}
            fill="none"
            stroke="var(--color-line)"
            strokeWidth={ring === 50 ? 1.5 : 1}
          />
        ))}
        {points.map((point, index) => {
          const end = pointAt(index, count, 100);
          const label = pointAt(index, count, 112);
          const anchor = Math.abs(label.x - CENTRE_X) < 4 ? "middle" : label.x > CENTRE_X ? "start" : "end";
          const lines = labelLines(point.label);
          // Above the chart the lines grow upwards, below it downwards, at the sides around the point.
          const above = label.y < CENTRE_Y - 4;
          const below = label.y > CENTRE_Y + 4;
          const firstY = above
            ? label.y - (lines.length - 1) * FONT * 1.15
            : below
              ? label.y
              : label.y - ((lines.length - 1) * FONT * 1.15) / 2;
          return (
            <g key={point.label}>
              <line x1={CENTRE_X} y1={CENTRE_Y} x2={end.x} y2={end.y} stroke="var(--color-line)" />
              <text
                x={label.x}
                y={firstY}
                textAnchor={anchor}
                dominantBaseline="middle"
                fontSize={FONT}
                fill="var(--color-ink-muted)"
                data-radar-label=""
              >
                {lines.map((line, row) => (
                  <tspan key={line} x={label.x} dy={row === 0 ? 0 : FONT * 1.15}>
                    {line}
                  </tspan>
                ))}
              </text>
            </g>
          );
        })}
        {previous ? (
          <path
            d={path(previous.map((point, index) => pointAt(index, count, point.value)))}
            fill="none"
            stroke="var(--color-accent-700)"
            strokeWidth="2"
            strokeDasharray="5 4"
          />
        ) : null}
        <path
          d={path(points.map((point, index) => pointAt(index, count, point.value)))}
          fill="var(--color-brand-500)"
          fillOpacity="0.25"
          stroke="var(--color-brand-700)"
          strokeWidth="2.5"
        />
        {points.map((point, index) => {
          const at = pointAt(index, count, point.value);
          return <circle key={point.label} cx={at.x} cy={at.y} r="4" fill="var(--color-brand-700)" />;
        })}
      </svg>
      {legend ? (
        <ul className="mt-2 flex flex-wrap justify-center gap-x-5 gap-y-1 text-sm text-ink-muted">
          <li className="flex items-center gap-2">
            <svg width="28" height="10" aria-hidden="true" focusable="false">
              <line x1="0" y1="5" x2="28" y2="5" stroke="var(--color-brand-700)" strokeWidth="3" />
            </svg>
            {legend.current}
          </li>
          {previous ? (
            <li className="flex items-center gap-2">
              <svg width="28" height="10" aria-hidden="true" focusable="false">
                <line
                  x1="0"
                  y1="5"
                  x2="28"
                  y2="5"
                  stroke="var(--color-accent-700)"
                  strokeWidth="2"
                  strokeDasharray="5 4"
                />
              </svg>
              {legend.previous}
            </li>
          ) : null}
        </ul>
      ) : null}
    </div>
  );
}
