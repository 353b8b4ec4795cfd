/**
 * Writes the Open Graph renditions of the articles' and case studies' SVG pictures (src/content/og-image.ts) into
 * public/images/og/. Run it after changing a picture: `npx tsx scripts/og-images.ts`. The files are committed, so
 * the build needs no image step.
 */
import fs from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import { OG_IMAGE_SIZE, ogImagePath } from "../src/content/og-image";

const publicDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "public");

async function main() {
  for (const dir of ["articles", "case-studies"]) {
    for (const name of (await fs.readdir(path.join(publicDir, "images", dir))).filter((f) => f.endsWith(".svg"))) {
      const source = `/images/${dir}/${name}`;
      const target = path.join(publicDir, ogImagePath(source));
      await fs.mkdir(path.dirname(target), { recursive: true });
      await sharp(path.join(publicDir, source), { density: 144 })
        .resize(OG_IMAGE_SIZE.width, OG_IMAGE_SIZE.height, { fit: "cover" })
        .jpeg({ quality: 82, mozjpeg: true })
        .toFile(target);
      console.warn(`${source} → ${ogImagePath(source)}`);
    }
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
