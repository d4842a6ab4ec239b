/** "Claire Fontaine" → "CF": first letter of the first and of the last word. */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/);
  const first = words[0] ?? "";
  const last = words.length > 1 ? (words.at(-1) ?? "") : "";
  return (first.charAt(0) + last.charAt(0)).toUpperCase();
}

/** A round badge with a person's initials; decorative, since the name is always written next to it. */
export function InitialsAvatar({ name }: { name: string }) {
  return (
    <span
      aria-hidden="true"
      className="flex h-14 w-14 shrink-0 items-center justify-center rounded-full bg-brand-700 text-lg font-bold text-white"
    >
      {initials(name)}
    </span>
  );
}
