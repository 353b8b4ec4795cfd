import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from "node:crypto";

/**
 * Password hashing with Node's own scrypt, which runs on libuv's thread pool instead of the event loop
 * (better-auth's default is a pure-JavaScript scrypt that blocks the server for each sign-in).
 * Same parameters and format as better-auth's default ("<hex salt>:<hex key>", the salt's hex text used
 * as the salt, the password NFKC-normalised), so hashes made by either verify with the other.
 */
const PARAMS = { N: 16384, r: 16, p: 1, maxmem: 128 * 16384 * 16 * 2 } satisfies ScryptOptions;
const KEY_LENGTH = 64;

function derive(password: string, salt: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize("NFKC"), salt, KEY_LENGTH, PARAMS, (err, key) => (err ? reject(err) : resolve(key)));
  });
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16).toString("hex");
  const key = await derive(password, salt);
  return `${salt}:${key.toString("hex")}`;
}

export async function verifyPassword({ hash, password }: { hash: string; password: string }): Promise<boolean> {
  const [salt, keyHex] = hash.split(":");
  if (!salt || !keyHex || !/^[0-9a-f]+$/i.test(keyHex) || keyHex.length !== KEY_LENGTH * 2) return false;
  const key = await derive(password, salt);
  return timingSafeEqual(key, Buffer.from(keyHex, "hex"));
}
