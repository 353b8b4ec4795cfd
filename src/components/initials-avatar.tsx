/**
 * A round avatar of initials on a gradient: for entries staff added (no picture of theirs ships). `className` adds
 * size and type classes (nothing it sets conflicts with these: a plain join, no tailwind-merge on the home page).
 */
export function InitialsAvatar({
  initials,
  gradient,
  className,
}: {
  initials: string;
  gradient: readonly [string, string];
  className?: string;
}) {
  return (
    <span
      aria-hidden
      className={`flex shrink-0 items-center justify-center rounded-full font-semibold text-white ${className ?? ""}`}
      style={{ backgroundImage: `linear-gradient(135deg, ${gradient[0]}, ${gradient[1]})` }}
    >
      {initials}
    </span>
  );
}
