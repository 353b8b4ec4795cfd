import type { Language } from "./locales";
import type { MediaDto, MediaVariant } from "./media";

// Without zod (unlike ./media.ts): public pages import this.
export const MEDIA_FORMATS = ["avif", "webp"] as const;
export type MediaFormat = (typeof MEDIA_FORMATS)[number];

/** The public address of one variant. */
export function mediaUrl(id: number, version: number, width: number, format: MediaFormat): string {
  return `/api/media/${id}/${version}/${width}.${format}`;
}

/** What a page needs of an image to show it: no storage keys, no original. */
export type MediaForPicture = Pick<MediaDto, "id" | "version" | "width" | "height" | "alt"> & {
  variants: Pick<MediaVariant, "format" | "width" | "height">[];
};

/** The `<source>`s (AVIF first, the browser takes the first it can show) and the fallback `<img>` of a picture. */
export function pictureSources(media: MediaForPicture, language: Language) {
  const srcset = (format: MediaFormat) =>
    media.variants
      .filter((v) => v.format === format)
      .sort((a, b) => a.width - b.width)
      .map((v) => `${mediaUrl(media.id, media.version, v.width, format)} ${v.width}w`)
      .join(", ");
  const webp = media.variants.filter((v) => v.format === "webp").sort((a, b) => a.width - b.width);
  // The fallback: the widest WebP; its own width and height reserve the space, so nothing shifts while it loads.
  const largest = webp.at(-1);
  return {
    sources: MEDIA_FORMATS.map((format) => ({ type: `image/${format}`, srcSet: srcset(format) })).filter(
      (s) => s.srcSet,
    ),
    src: largest ? mediaUrl(media.id, media.version, largest.width, "webp") : "",
    width: largest?.width ?? media.width,
    height: largest?.height ?? media.height,
    // The page's language, else English; an image without either is treated as decorative (empty alt).
    alt: media.alt[language] ?? media.alt.en ?? "",
  };
}
