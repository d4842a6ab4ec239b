export function Logo() {
  return (
    <span className="flex items-center gap-2 text-xl font-extrabold tracking-tight text-brand-900">
      <svg aria-hidden="true" width="36" height="36" viewBox="0 0 32 32">
        <rect width="32" height="32" rx="7" fill="#0b2545" />
        <path
          d="M6 23a10 10 0 0 1 20 0"
          fill="none"
          stroke="#f5b841"
          strokeWidth="3"
          strokeLinecap="round"
        />
        <circle cx="16" cy="23" r="3.5" fill="#5eead4" />
      </svg>
      Aurore Banque
    </span>
  );
}
