/**
 * Prints the npm specs of sharp's prebuilt binary for this machine, at the versions package-lock.json holds
 * (`@img/sharp-linux-x64@0.34.5 @img/sharp-libvips-linux-x64@1.2.4` here). A production install omits optional
 * packages (`--omit=optional`: better-auth names drizzle-kit, and with it tsx and vite, as optional peers), and
 * sharp's binary is one; it is installed after by name:
 *   npm install --no-save --omit=dev --omit=optional --ignore-scripts $(node scripts/sharp-platform.mjs)
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const lock = JSON.parse(fs.readFileSync(path.join(root, "package-lock.json"), "utf8"));
const musl = process.platform === "linux" && !process.report?.getReport().header?.glibcVersionRuntime;
const platform = `${process.platform}${musl ? "musl" : ""}-${process.arch}`;
const specs = [`@img/sharp-${platform}`, `@img/sharp-libvips-${platform}`].flatMap((name) => {
  const entry = lock.packages[`node_modules/${name}`];
  return entry ? [`${name}@${entry.version}`] : [];
});
if (!specs.length) {
  console.error(`sharp has no prebuilt binary for ${platform} in package-lock.json`);
  process.exit(1);
}
console.log(specs.join(" "));
