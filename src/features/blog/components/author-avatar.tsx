import type { Language } from "@common/locales";
import { pictureSources, type MediaForPicture } from "@common/media-picture";
import { cn } from "@/lib/cn";

/**
 * The author's avatar over their initials (shown while it loads, or alone when there is no picture); decorative beside
 * the name. `src`: a shipped avatar file, or a library image (its smallest WebP variant).
 */
export function AuthorAvatar({
  src,
  initials,
  className,
}: {
  src: string | MediaForPicture | null;
  initials: string;
  className?: string;
}) {
  const file =
    typeof src === "string"
      ? src
      : src
        ? (() => {
            const smallest = src.variants.filter((v) => v.format === "webp").sort((a, b) => a.width - b.width)[0];
            return smallest ? pictureSources({ ...src, variants: [smallest] }, "en" as Language).src : null;
          })()
        : null;
  return (
    <span
      className={cn(
        "relative inline-flex size-10 shrink-0 items-center justify-center overflow-hidden rounded-full bg-muted text-xs font-semibold text-muted-foreground",
        className,
      )}
      aria-hidden
    >
      {initials}
      {file && (
        <img
          src={file}
          alt=""
          width={40}
          height={40}
          className="absolute inset-0 size-full object-cover"
          decoding="async"
        />
      )}
    </span>
  );
}
