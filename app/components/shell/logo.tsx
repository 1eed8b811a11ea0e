export function Logo() {
  return (
    <svg aria-hidden="true" viewBox="0 0 32 32" className="size-8">
      <defs>
        <linearGradient id="vitaal-logo" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#1f8a7d" />
          <stop offset="1" stopColor="#0c4740" />
        </linearGradient>
      </defs>
      <rect width="32" height="32" rx="10" fill="url(#vitaal-logo)" />
      <path d="M9 11.5 16 22l7-10.5" fill="none" stroke="#fff" strokeWidth="3" strokeLinecap="round" />
      <circle cx="23.5" cy="8.5" r="2.5" fill="#f6a06a" />
    </svg>
  );
}
