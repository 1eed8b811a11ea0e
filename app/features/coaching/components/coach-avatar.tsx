import { initials } from "../taxonomy";

/** The coach's photo, or their initials on a calm gradient until they upload one. */
export function CoachAvatar({
  id,
  name,
  photoVersion,
  size = "md",
}: {
  id: string;
  name: string;
  photoVersion: number | null;
  size?: "md" | "lg";
}) {
  const box = size === "lg" ? "size-28 text-3xl" : "size-16 text-xl";
  if (photoVersion !== null) {
    return (
      <img
        src={`/coach-photo/${id}?v=${photoVersion}`}
        alt=""
        width={size === "lg" ? 112 : 64}
        height={size === "lg" ? 112 : 64}
        loading="lazy"
        className={`${box} shrink-0 rounded-full object-cover`}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className={`${box} flex shrink-0 items-center justify-center rounded-full bg-gradient-to-br from-brand-100 to-accent-100 font-semibold text-brand-800`}
    >
      {initials(name)}
    </span>
  );
}
