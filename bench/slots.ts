// `npm run bench:slots`: free slots of one coach over the 60-day booking window, timed.
import { cpus } from "node:os";
import { type BusyPeriod, defaultRules, freeSlots, type WeeklyHours } from "../app/features/coaching/slots";
import { writeSection } from "./report";

const now = new Date("2026-03-02T07:00:00Z");
// A full week: two ranges on weekdays, a short Saturday morning.
const weekly: WeeklyHours[] = [
  ...[1, 2, 3, 4, 5].flatMap((weekday) => [
    { weekday, start: "08:30", end: "12:30" } as WeeklyHours,
    { weekday, start: "13:30", end: "18:00" } as WeeklyHours,
  ]),
  { weekday: 6, start: "09:00", end: "12:00" },
];
// Three appointments on every weekday of the window.
const busy: BusyPeriod[] = [];
for (let day = 0; day < 60; day++) {
  for (const hour of [8, 11, 14]) {
    const start = new Date(now.getTime() + day * 86_400_000 + (hour - 7) * 3_600_000);
    busy.push({ start, end: new Date(start.getTime() + 3_600_000) });
  }
}
// 200 busy intervals from the coach's own calendars: 20 to 90 minutes, spread over the window at
// times that do not follow the grid.
const blocked: BusyPeriod[] = [];
for (let index = 0; index < 200; index++) {
  const start = new Date(now.getTime() + index * 7.2 * 3_600_000 + (index % 7) * 11 * 60_000);
  blocked.push({ start, end: new Date(start.getTime() + (20 + (index % 8) * 10) * 60_000) });
}
const run = (withCalendar: boolean) =>
  freeSlots({
    timeZone: "Europe/Amsterdam",
    weekly,
    overrides: [{ date: "2026-03-20", ranges: [{ start: "10:00", end: "14:00" }] }],
    vacations: [{ from: "2026-04-06", to: "2026-04-10" }],
    busy,
    blocked: withCalendar ? blocked : [],
    rules: { ...defaultRules, durationMinutes: 60 },
    now,
  });

function measure(withCalendar: boolean) {
  for (let i = 0; i < 50; i++) run(withCalendar);
  const times: number[] = [];
  let count = 0;
  for (let i = 0; i < 200; i++) {
    const started = performance.now();
    count = run(withCalendar).length;
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => (times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0).toFixed(2);
  return `${count} slots; median ${at(0.5)} ms, p95 ${at(0.95)} ms, max ${at(1)} ms`;
}
const plain = measure(false);
const withCalendar = measure(true);
const report = `## Free slots for one coach over 60 days

Command: \`npm run bench:slots\` (\`bench/slots.ts\`): \`freeSlots\` for a coach in Europe/Amsterdam
with two ranges on weekdays and a Saturday morning, an override, a vacation week, 180 existing
appointments, 60-minute sessions and the default rules (15 min buffer, 12 h notice, 30 min grid,
6 a day); then the same with 200 busy intervals from the coach's own calendars; each case 50
warm-up runs, then 200 timed runs.

Measured ${new Date().toISOString().slice(0, 10)} on ${cpus().length} × ${cpus()[0]?.model.trim() ?? "unknown CPU"}, Node ${process.version}
(budget: under 5 ms):

- appointments only: ${plain}
- with 200 calendar busy intervals: ${withCalendar}
`;
writeSection("slots", report);
console.log(report);
