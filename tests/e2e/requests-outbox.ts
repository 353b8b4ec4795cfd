import fs from "node:fs/promises";
import path from "node:path";
import { expect } from "@playwright/test";

/** Decodes quoted-printable soft breaks and =XX bytes so texts can be searched in a raw .eml. */
function decodeQuotedPrintable(raw: string): string {
  const joined = raw.replace(/=\r?\n/g, "");
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = joined[i] === "=" ? joined.slice(i + 1, i + 3) : "";
    if (/^[0-9A-F]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i]!, "utf8"));
    }
  }
  return Buffer.from(bytes).toString("utf8");
}

/** The e-mails the e2e server wrote for one recipient (outbox mode), decoded. */
export async function mailsTo(address: string): Promise<string[]> {
  const dir = path.join(process.env.E2E_DATA_DIR!, "outbox");
  const files = await fs.readdir(dir).catch(() => [] as string[]);
  const mine = files.filter((f) => f.endsWith(".eml") && f.includes(address.replace(/[^a-z0-9@._-]/gi, "_")));
  return Promise.all(mine.sort().map(async (f) => decodeQuotedPrintable(await fs.readFile(path.join(dir, f), "utf8"))));
}

/** Waits until the recipient has at least `count` e-mails and returns them. */
export async function waitForMails(address: string, count = 1): Promise<string[]> {
  let mails: string[] = [];
  await expect(async () => {
    mails = await mailsTo(address);
    expect(mails.length).toBeGreaterThanOrEqual(count);
  }).toPass({ timeout: 10_000 });
  return mails;
}

/**
 * Waits for a mail to `address` that `matches`: for a shared mailbox (staff), where earlier tests' mails are
 * already there and this one is still in the queue.
 */
export async function waitForMail(address: string, matches: (mail: string) => boolean): Promise<string> {
  let found: string | undefined;
  await expect(async () => {
    found = (await mailsTo(address)).find(matches);
    expect(found).toBeDefined();
  }).toPass({ timeout: 10_000 });
  return found!;
}

export const uniqueAddress = (prefix: string) =>
  `${prefix}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}@client.test`;
