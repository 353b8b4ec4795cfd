/**
 * The raster rendition of a page picture for Open Graph and feeds (link previews do not take SVG): 1200 × 630 JPEG
 * made from the SVG by scripts/og-images.ts ("/images/articles/1.svg" → "/images/og/articles/1.jpeg").
 */
export function ogImagePath(imagePath: string): string {
  return imagePath.replace(/^\/images\//, "/images/og/").replace(/\.svg$/, ".jpeg");
}

export const OG_IMAGE_SIZE = { width: 1200, height: 630 } as const;
