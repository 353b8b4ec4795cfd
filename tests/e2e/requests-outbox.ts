import fs from "node:fs/promises";
import path from "node:path";
import { expect } from "@playwright/test";

/** Decodes quoted-printable soft breaks and =XX bytes. */
function decodeQuotedPrintable(text: string): string {
  const joined = text.replace(/=\r?\n/g, "");
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = joined[i] === "=" ? joined.slice(i + 1, i + 3) : "";
    if (/^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i]!, "utf8"));
    }
  }
  return Buffer.from(bytes).toString("utf8");
}

/**
 * A raw .eml made searchable: the message's header block as written (its header values are not quoted-printable: a
 * List-Unsubscribe URL's "token=4F…" must stay as it is), the body after it decoded.
 */
export function readableMail(raw: string): string {
  const end = raw.search(/\r?\n\r?\n/);
  if (end < 0) return raw;
  return raw.slice(0, end) + decodeQuotedPrintable(raw.slice(end));
}

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
