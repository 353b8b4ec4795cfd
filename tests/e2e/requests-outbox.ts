import fs from "node:fs/promises";
import path from "node:path";
import { expect } from "@playwright/test";
import { readableMail } from "./mail-text";

export { readableMail };

/** The e-mails the e2e server wrote for one recipient (outbox mode), decoded. */
export async function mailsTo(address: string): Promise<string[]> {
  const dir = path.join(process.env.E2E_DATA_DIR!, "outbox");
  const files = await fs.readdir(dir).catch(() => [] as string[]);
  const mine = files.filter((f) => f.endsWith(".eml") && f.includes(address.replace(/[^a-z0-9@._-]/gi, "_")));
  return Promise.all(mine.sort().map(async (f) => readableMail(await fs.readFile(path.join(dir, f), "utf8"))));
}

/** Waits until the recipient has at least `count` e-mails and returns them. */
export async function waitForMails(address: string, count = 1): Promise<string[]> {
  let mails: string[] = [];
  await expect(async () => {
    mails = await mailsTo(address);
    expect(mails.length).toBeGreaterThanOrEqual(count);
  }).toPass({ timeout: 20_000 });
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
  }).toPass({ timeout: 20_000 });
  return found!;
}

export const uniqueAddress = (prefix: string) =>
  `${prefix}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}@client.test`;
