import { pictureSources, type MediaForPicture } from "@common/media-picture";
import type { Language } from "@common/locales";

/**
 * An image of the library as a `<picture>`: AVIF and WebP at every width made, `sizes` as the layout says, width and
 * height so the page keeps its place before the bytes arrive, and the alt text of the page's language (else English).
 * For articles, case studies and list entries.
 */
export function MediaPicture({
  media,
  language,
  sizes = "100vw",
  className,
  loading = "lazy",
}: {
  media: MediaForPicture;
  language: Language;
  sizes?: string;
  className?: string;
  loading?: "lazy" | "eager";
}) {
  const { sources, src, width, height, alt } = pictureSources(media, language);
  return (
    <picture>
      {sources.map((s) => (
        <source key={s.type} type={s.type} srcSet={s.srcSet} sizes={sizes} />
      ))}
      <img src={src} width={width} height={height} alt={alt} loading={loading} decoding="async" className={className} />
    </picture>
  );
}
