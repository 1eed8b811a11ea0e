import { useId } from "react";

export interface RadarPoint {
  label: string;
  /** 0–100 */
  value: number;
}

const SIZE = 360;
const CENTRE = SIZE / 2;
const RADIUS = 120;

function pointAt(index: number, count: number, value: number) {
  const angle = (Math.PI * 2 * index) / count - Math.PI / 2;
  const distance = (RADIUS * Math.max(0, Math.min(100, value))) / 100;
  return { x: CENTRE + Math.cos(angle) * distance, y: CENTRE + Math.sin(angle) * distance };
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
}: {
  points: RadarPoint[];
  previous?: RadarPoint[];
  title: string;
  description: string;
}) {
  const id = useId();
  const count = points.length;
  return (
    <svg
      viewBox={`0 0 ${SIZE} ${SIZE}`}
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
        const label = pointAt(index, count, 124);
        const anchor = Math.abs(label.x - CENTRE) < 4 ? "middle" : label.x > CENTRE ? "start" : "end";
        return (
          <g key={point.label}>
            <line x1={CENTRE} y1={CENTRE} x2={end.x} y2={end.y} stroke="var(--color-line)" />
            <text
              x={label.x}
              y={label.y}
              textAnchor={anchor}
              dominantBaseline="middle"
              fontSize="12"
              fill="var(--color-ink-muted)"
            >
              {point.label}
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
  );
}
