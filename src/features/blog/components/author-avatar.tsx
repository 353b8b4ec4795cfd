import { cn } from "@/lib/cn";

/** The author's generated initials avatar; decorative when the name is printed beside it. */
export function AuthorAvatar({ src, initials, className }: { src: string; initials: string; className?: string }) {
  return (
    <span
      className={cn("relative inline-flex size-10 shrink-0 overflow-hidden rounded-full bg-muted", className)}
      aria-hidden
    >
      <img src={src} alt="" width={40} height={40} className="size-full" loading="lazy" decoding="async" />
      <span className="sr-only">{initials}</span>
    </span>
  );
}
