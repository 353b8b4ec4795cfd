import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { openDatabase } from "../../server/db/client";

declare module "vitest" {
  export interface ProvidedContext {
    /** A gzip dump of a freshly migrated PGlite database, which every test app starts from (unset on PostgreSQL). */
    pgliteTemplate: string | undefined;
  }
}

/**
 * Creating a PGlite database takes about 5 s here and loading a dump of one 1.4 s; the server tests create some 55
 * apps, so they are made from one migrated template (the migrations run, and still find nothing to do).
 */
export default async function setup(project: TestProject) {
  if (process.env.DATABASE_URL) {
    project.provide("pgliteTemplate", undefined);
    return;
  }
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), "agency-template-"));
  const database = await openDatabase({ dataDir: dir, lock: false });
  const client = (database.db as unknown as { $client: { dumpDataDir(c: "gzip"): Promise<Blob> } }).$client;
  const dump = await client.dumpDataDir("gzip");
  await database.close();
  const file = path.join(dir, "template.tar.gz");
  await fs.writeFile(file, Buffer.from(await dump.arrayBuffer()));
  await fs.rm(path.join(dir, "pglite"), { recursive: true, force: true });
  project.provide("pgliteTemplate", file);
  return async () => {
    await fs.rm(dir, { recursive: true, force: true });
  };
}
