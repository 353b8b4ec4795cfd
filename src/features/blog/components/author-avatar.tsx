import { cn } from "@/lib/cn";

/** The author's generated avatar over their initials (shown while it loads); decorative beside the name. */
export function AuthorAvatar({ src, initials, className }: { src: string; initials: string; className?: string }) {
  return (
    <span
      className={cn(
        "relative inline-flex size-10 shrink-0 items-center justify-center overflow-hidden rounded-full bg-muted text-xs font-semibold text-muted-foreground",
        className,
      )}
      aria-hidden
    >
      {initials}
      <img src={src} alt="" width={40} height={40} className="absolute inset-0 size-full" decoding="async" />
    </span>
  );
}
