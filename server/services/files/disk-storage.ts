import { randomUUID } from "node:crypto";
import fs from "node:fs";
import fsp from "node:fs/promises";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import type { FileStorage } from "./file-storage";

const KEY = /^[0-9a-f-]{36}$/;

/** Files on this machine's disk: one per key, in 256 folders by the key's first two characters. */
export function createDiskStorage(root: string): FileStorage {
  const fileOf = (key: string) => {
    if (!KEY.test(key)) return null;
    return path.join(root, key.slice(0, 2), key);
  };

  return {
    kind: "disk",
    async put(body) {
      const key = randomUUID();
      const target = fileOf(key)!;
      // Private to the server's user whatever the umask (README: Operating → Production).
      await fsp.mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
      // Written beside its place and renamed once complete, so a cut upload never looks like a stored file.
      const partial = `${target}.part`;
      try {
        await pipeline(body, fs.createWriteStream(partial, { flags: "wx", mode: 0o600 }));
        await fsp.rename(partial, target);
      } catch (err) {
        await fsp.rm(partial, { force: true });
        throw err;
      }
      return key;
    },
    async get(key) {
      const file = fileOf(key);
      if (!file) return null;
      try {
        const handle = await fsp.open(file, "r");
        return handle.createReadStream();
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw err;
      }
    },
    async delete(key) {
      const file = fileOf(key);
      if (file) await fsp.rm(file, { force: true });
    },
  };
}
