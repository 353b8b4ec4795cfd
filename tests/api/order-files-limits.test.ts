import fs from "node:fs/promises";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orderFiles } from "../../server/db/schema";
import { createHttpServer } from "../../server/http-server";
import { createVerifiedUser, randomIp, signIn } from "./auth-helpers";
import { createTestApp, type TestApp } from "./test-app";
import { placeOrder } from "./workspace-helpers";

/**
 * Uploads that end early or would pass a storage quota: each is refused with the error shape, leaves no file and no
 * row behind, and the server goes on answering. Truncated bodies go through a real HTTP listener (the one production
 * runs), since a stream error nobody listens to ends the whole process, which an in-process request would not show.
 */

const KB = 1024;
const MB = 1024 * KB;

async function signedIn(app: TestApp, opts: { admin?: boolean; name: string }) {
  const u = await createVerifiedUser(app, opts);
  return signIn(app, u.email, u.password, u.totpSecret);
}

const BOUNDARY = "----umbra-test-boundary";
/** One multipart file part's head, as a browser writes it. */
const partHead = (name: string, type: string) =>
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="files"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`;

/** Every file under DATA_DIR/files, partial ones included. */
async function storedOnDisk(app: TestApp): Promise<string[]> {
  const root = path.join(app.dataDir, "files");
  const entries = await fs.readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).map((e) => e.name);
}

const rowCount = async (app: TestApp) => (await app.database.db.select().from(orderFiles)).length;

describe("order files: uploads that end early, through the real HTTP listener", () => {
  let t: TestApp;
  let server: http.Server;
  let base: string;
  let cookie: string;
  let code: string;

  beforeAll(async () => {
    t = await createTestApp();
    cookie = await signedIn(t, { name: "Ada Owner" });
    code = (await placeOrder(t, "ada@client.test", cookie)).code;
    server = createHttpServer(t.app, "127.0.0.1");
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }, 120_000);
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    await t.close();
  });

  /** A complete HTTP request whose multipart body stops inside a file part: no closing boundary. */
  const truncated = (body: Buffer) =>
    fetch(`${base}/api/orders/${code}/files`, {
      method: "POST",
      headers: {
        cookie,
        "x-forwarded-for": randomIp(),
        "content-type": `multipart/form-data; boundary=${BOUNDARY}`,
      },
      body: new Uint8Array(body),
    });

  /** The same process answers normally: a list and an upload that is stored. */
  async function stillServing() {
    const list = await fetch(`${base}/api/orders/${code}/files`, { headers: { cookie } });
    expect(list.status).toBe(200);
    const form = new FormData();
    form.append("files", new File([randomBytes(1000)], "after.pdf", { type: "application/pdf" }));
    const up = await fetch(`${base}/api/orders/${code}/files`, {
      method: "POST",
      headers: { cookie, "x-forwarded-for": randomIp() },
      body: form,
    });
    expect(up.status).toBe(201);
    const [file] = (await up.json()).files;
    expect(file).toMatchObject({ name: "after.pdf", size: 1000 });
    // Tidy: the next case counts files and rows from a clean slate.
    await t.database.db.delete(orderFiles);
    await fs.rm(path.join(t.dataDir, "files"), { recursive: true, force: true });
  }

  it("a file part cut off while its bytes are stored (the piped path) answers 400 and keeps nothing", async () => {
    const body = Buffer.concat([Buffer.from(partHead("brief.pdf", "application/pdf")), randomBytes(200 * KB)]);
    const res = await truncated(body);
    expect(res.status).toBe(400);
    expect((await res.json()).error).toMatchObject({ code: "UPLOAD_INCOMPLETE" });
    expect(await storedOnDisk(t)).toEqual([]);
    expect(await rowCount(t)).toBe(0);
    await stillServing();
  });

  it("a refused file cut off while it is skipped (the resumed path) answers 400 and keeps nothing", async () => {
    const body = Buffer.concat([
      // A whole allowed file first: it is stored, then removed again when the request fails.
      Buffer.from(partHead("first.pdf", "application/pdf")),
      randomBytes(10 * KB),
      Buffer.from("\r\n"),
      Buffer.from(partHead("setup.exe", "application/x-msdownload")),
      randomBytes(100 * KB),
    ]);
    const res = await truncated(body);
    expect(res.status).toBe(400);
    expect((await res.json()).error).toMatchObject({ code: "UPLOAD_INCOMPLETE" });
    expect(await storedOnDisk(t)).toEqual([]);
    expect(await rowCount(t)).toBe(0);
    await stillServing();
  });

  it("a body cut inside a part's headers, or before any part, answers 400", async () => {
    for (const body of [
      Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="files"; filen`),
      Buffer.from(`--${BOUNDARY}`),
    ]) {
      const res = await truncated(body);
      expect(res.status).toBe(400);
      expect((await res.json()).error.code).toMatch(/^(UPLOAD_INCOMPLETE|VALIDATION_FAILED)$/);
    }
    expect(await storedOnDisk(t)).toEqual([]);
    await stillServing();
  });

  it("a connection dropped in the middle of a file leaves nothing, and the server goes on", async () => {
    const url = new URL(`${base}/api/orders/${code}/files`);
    await new Promise<void>((resolve) => {
      const req = http.request(url, {
        method: "POST",
        headers: {
          cookie,
          "x-forwarded-for": randomIp(),
          "content-type": `multipart/form-data; boundary=${BOUNDARY}`,
          "content-length": String(5 * MB),
        },
      });
      req.on("error", () => resolve());
      req.write(partHead("master.pdf", "application/pdf"));
      req.write(randomBytes(512 * KB), () => setTimeout(() => req.destroy(), 200));
    });
    // A JSON body cut the same way (another route's request body) ends nothing either.
    await new Promise<void>((resolve) => {
      const req = http.request(new URL(`${base}/api/orders`), {
        method: "POST",
        headers: {
          cookie,
          "x-forwarded-for": randomIp(),
          "content-type": "application/json",
          "content-length": "5000",
        },
      });
      req.on("error", () => resolve());
      req.write('{"serviceId":"shilling","projectName":"', () => setTimeout(() => req.destroy(), 200));
    });
    // The server notices the cut asynchronously: wait until the partial file is gone (at most a few seconds).
    for (let i = 0; i < 50 && (await storedOnDisk(t)).length > 0; i++) await new Promise((r) => setTimeout(r, 100));
    expect(await storedOnDisk(t)).toEqual([]);
    expect(await rowCount(t)).toBe(0);
    await stillServing();
  });
});

describe("order files: storage quotas per order and per account", () => {
  let t: TestApp;
  let owner: string;
  let staff: string;
  let code: string;

  // 1 MB per order, 2 MB per account: small enough to reach with a few files.
  beforeAll(async () => {
    t = await createTestApp({ env: { ORDER_QUOTA_MB: "1", ACCOUNT_QUOTA_MB: "2" } });
    owner = await signedIn(t, { name: "Ada Owner" });
    staff = await signedIn(t, { admin: true, name: "Sam Staff" });
    code = (await placeOrder(t, "ada@client.test", owner)).code;
  }, 120_000);
  afterAll(() => t.close());

  const pdf = (size: number, name = "brief.pdf") => new File([randomBytes(size)], name, { type: "application/pdf" });

  function upload(orderCode: string, cookie: string, ...files: File[]) {
    const form = new FormData();
    for (const f of files) form.append("files", f);
    return t.request(`/api/orders/${orderCode}/files`, {
      method: "POST",
      headers: { cookie, "x-forwarded-for": randomIp() },
      body: form,
    });
  }

  /** The same upload as a stream of unknown length: the quota is found out while the bytes arrive. */
  async function uploadStreamed(orderCode: string, cookie: string, file: File) {
    const form = new FormData();
    form.append("files", file);
    const encoded = new Response(form);
    return t.request(`/api/orders/${orderCode}/files`, {
      method: "POST",
      headers: { cookie, "x-forwarded-for": randomIp(), "content-type": encoded.headers.get("content-type")! },
      body: encoded.body,
      duplex: "half",
    } as RequestInit);
  }

  const quotaOf = async (orderCode: string, cookie: string) => {
    const res = await t.request(`/api/orders/${orderCode}/files`, { headers: { cookie } });
    expect(res.status).toBe(200);
    return (await res.json()).quota;
  };

  it("the file list tells the client what they used of each quota; staff are not limited by it", async () => {
    expect(await quotaOf(code, owner)).toEqual({ order: { used: 0, limit: MB }, account: { used: 0, limit: 2 * MB } });
    expect(await quotaOf(code, staff)).toBeNull();
    expect((await upload(code, owner, pdf(600 * KB))).status).toBe(201);
    expect(await quotaOf(code, owner)).toEqual({
      order: { used: 600 * KB, limit: MB },
      account: { used: 600 * KB, limit: 2 * MB },
    });
  });

  it("refuses what would pass the order's quota with 413 and stores nothing, however the size is told", async () => {
    const files = await storedOnDisk(t);
    const rows = await rowCount(t);
    const refusals = [
      await upload(code, owner, pdf(500 * KB)),
      await uploadStreamed(code, owner, pdf(500 * KB)),
      // Each file fits alone; together they do not: neither is kept.
      await upload(code, owner, pdf(200 * KB, "a.pdf"), pdf(300 * KB, "b.pdf")),
    ];
    for (const res of refusals) {
      expect(res.status).toBe(413);
      const { error } = await res.json();
      expect(error.code).toBe("STORAGE_QUOTA_EXCEEDED");
      expect(error.message).toBe("These files do not fit in this order's storage: 0.6 MB of 1 MB used, 0.4 MB left.");
    }
    expect(await storedOnDisk(t)).toEqual(files);
    expect(await rowCount(t)).toBe(rows);
    expect((await quotaOf(code, owner)).order.used).toBe(600 * KB);
    // What still fits is taken, up to the byte.
    expect((await upload(code, owner, pdf(MB - 600 * KB))).status).toBe(201);
    expect((await quotaOf(code, owner)).order).toEqual({ used: MB, limit: MB });
  });

  it("staff deliveries do not count toward the client's quota and are not refused by it", async () => {
    const res = await upload(code, staff, pdf(800 * KB, "master.pdf"));
    expect(res.status).toBe(201);
    expect((await quotaOf(code, owner)).order.used).toBe(MB);
  });

  it("refuses what would pass the account's quota across the client's orders", async () => {
    const second = (await placeOrder(t, "ada@client.test", owner)).code;
    const third = (await placeOrder(t, "ada@client.test", owner)).code;
    expect((await upload(second, owner, pdf(700 * KB))).status).toBe(201);
    expect(await quotaOf(third, owner)).toEqual({
      order: { used: 0, limit: MB },
      account: { used: MB + 700 * KB, limit: 2 * MB },
    });
    const files = await storedOnDisk(t);
    const res = await upload(third, owner, pdf(400 * KB));
    expect(res.status).toBe(413);
    const { error } = await res.json();
    expect(error).toMatchObject({
      code: "STORAGE_QUOTA_EXCEEDED",
      message: "These files do not fit in your account's storage: 1.7 MB of 2 MB used, 0.3 MB left.",
    });
    expect(await storedOnDisk(t)).toEqual(files);
    expect((await quotaOf(third, owner)).account.used).toBe(MB + 700 * KB);
  });

  it("two uploads at once cannot both take the last room", async () => {
    const other = await signedIn(t, { name: "Eve Other" });
    const own = (await placeOrder(t, "ada@client.test", other)).code;
    const rows = await rowCount(t);
    const answers = await Promise.all([upload(own, other, pdf(600 * KB)), upload(own, other, pdf(600 * KB))]);
    expect(answers.map((r) => r.status).sort()).toEqual([201, 413]);
    expect(await rowCount(t)).toBe(rows + 1);
    expect((await quotaOf(own, other)).order.used).toBe(600 * KB);
    // The refused one's bytes are gone too: one file per row on disk.
    const keys = (await t.database.db.select().from(orderFiles)).map((r) => r.storageKey).sort();
    expect((await storedOnDisk(t)).sort()).toEqual(keys);
  });
});
