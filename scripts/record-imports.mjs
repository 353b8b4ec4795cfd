/**
 * `node --import ./scripts/record-imports.mjs …`: appends every module the process imports (its resolved URL) to
 * the file IMPORT_LOG names. scripts/production-check.sh uses it to prove what an install without S3 or Stripe
 * never loads.
 */
import { register } from "node:module";

register(
  `data:text/javascript,${encodeURIComponent(`
import fs from "node:fs";
export async function resolve(specifier, context, next) {
  const resolved = await next(specifier, context);
  fs.appendFileSync(${JSON.stringify(process.env.IMPORT_LOG ?? "/dev/null")}, resolved.url + "\\n");
  return resolved;
}`)}`,
);
