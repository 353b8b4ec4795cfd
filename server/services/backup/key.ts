import { createHash, createHmac, hkdfSync, timingSafeEqual } from "node:crypto";
import type { Config } from "../../config";

export type BackupKeyConfig = Pick<Config, "authSecret" | "backupKey">;

/** The key that authenticates archives: HMAC-SHA256 over the manifest, which holds every other entry's SHA-256. */
export interface ArchiveKey {
  /** Where it comes from, for messages (never the key itself). */
  source: "BACKUP_KEY" | "AUTH_SECRET";
  /** A short fingerprint, written into the archive, so that a restore with another key can say so. */
  id: string;
  sign(data: Buffer): string;
  verify(data: Buffer, mac: string): boolean;
}

/**
 * BACKUP_KEY when set (archives then outlive a change of AUTH_SECRET), otherwise a key derived from AUTH_SECRET.
 * Derived through HKDF either way, so the archives' key is never the secret that signs sessions.
 */
export function archiveKey(config: BackupKeyConfig): ArchiveKey {
  const source = config.backupKey ? "BACKUP_KEY" : "AUTH_SECRET";
  const key = Buffer.from(
    hkdfSync("sha256", config.backupKey ?? config.authSecret, "umbra-backup", "archive manifest hmac", 32),
  );
  const sign = (data: Buffer) => createHmac("sha256", key).update(data).digest("hex");
  return {
    source,
    id: createHash("sha256").update(key).digest("hex").slice(0, 16),
    sign,
    verify(data, mac) {
      const expected = Buffer.from(sign(data), "hex");
      const given = /^[0-9a-f]{64}$/.test(mac) ? Buffer.from(mac, "hex") : Buffer.alloc(0);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}
