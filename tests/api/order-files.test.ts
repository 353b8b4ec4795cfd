import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { randomBytes } from "node:crypto";
import { ListObjectsV2Command, S3Client } from "@aws-sdk/client-s3";
import S3rver from "s3rver";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orderFiles } from "../../server/db/schema";
import { createVerifiedUser, powHeaders, randomIp, signIn } from "./auth-helpers";
import { createTestApp, type TestApp } from "./test-app";

const MB = 1024 * 1024;
let t: TestApp;
let owner: { cookie: string; name: string };
let other: { cookie: string };
let staff: { cookie: string; name: string };
let code: string;
let otherCode: string;

async function placeOrder(app: TestApp, cookie: string, lang = "en"): Promise<string> {
  const res = await app.request("/api/orders", {
    method: "POST",
    headers: { cookie, "x-forwarded-for": randomIp(), "accept-language": lang, ...(await powHeaders(app)) },
    json: {
      serviceId: "shilling",
      servicePlan: "starter",
      projectName: "Album launch",
      projectDescription: "",
      projectDeadline: null,
      projectGoals: [],
      contactName: "Ada Owner",
      contactEmail: "ada@client.test",
      contactPhone: "",
    },
  });
  expect(res.status).toBe(201);
  return (await res.json()).order.code;
}

async function signedIn(app: TestApp, opts: { admin?: boolean; name: string }) {
  const u = await createVerifiedUser(app, opts);
  return { cookie: await signIn(app, u.email, u.password, u.totpSecret), name: u.name };
}

function upload(app: TestApp, orderCode: string, cookie: string, ...files: File[]) {
  return uploadFrom(randomIp(), app, orderCode, cookie, ...files);
}

function uploadFrom(ip: string, app: TestApp, orderCode: string, cookie: string, ...files: File[]) {
  const form = new FormData();
  for (const f of files) form.append("files", f);
  return app.request(`/api/orders/${orderCode}/files`, {
    method: "POST",
    headers: { cookie, "x-forwarded-for": ip },
    body: form,
  });
}

const pdf = (name = "brief.pdf", bytes: Uint8Array = randomBytes(2048)) =>
  new File([bytes as BlobPart], name, { type: "application/pdf" });

/** Every file under DATA_DIR/files, partial ones included. */
async function storedOnDisk(app: TestApp): Promise<string[]> {
  const root = path.join(app.dataDir, "files");
  const entries = await fs.readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).map((e) => e.name);
}

beforeAll(async () => {
  t = await createTestApp({ env: { STAFF_EMAIL: "staff@agency.test" } });
  owner = await signedIn(t, { name: "Ada Owner" });
  other = await signedIn(t, { name: "Eve Other" });
  staff = await signedIn(t, { admin: true, name: "Sam Staff" });
  code = await placeOrder(t, owner.cookie, "de");
  otherCode = await placeOrder(t, other.cookie);
}, 120_000);
afterAll(() => t.close());

describe("order files: owner and staff", () => {
  it("the owner uploads several files, lists them and downloads the same bytes; staff get an e-mail", async () => {
    const bytes = randomBytes(300_000);
    t.mail.length = 0;
    const res = await upload(
      t,
      code,
      owner.cookie,
      pdf("brief.pdf", bytes),
      new File(["a,b\n1,2\n"], "data.csv", { type: "text/csv" }),
    );
    expect(res.status).toBe(201);
    const { files } = await res.json();
    expect(files).toEqual([
      expect.objectContaining({
        name: "brief.pdf",
        size: bytes.length,
        type: "application/pdf",
        uploader: { side: "client", name: "Ada Owner" },
      }),
      expect.objectContaining({ name: "data.csv", size: 8, type: "text/csv" }),
    ]);
    expect(t.mail.map((m) => m.to)).toEqual(["staff@agency.test"]);
    expect(t.mail[0]!.text).toContain("brief.pdf");

    const list = await t.request(`/api/orders/${code}/files`, { headers: { cookie: owner.cookie } });
    expect(list.status).toBe(200);
    expect((await list.json()).files.map((f: { name: string }) => f.name)).toEqual(["brief.pdf", "data.csv"]);

    const dl = await t.request(`/api/orders/${code}/files/${files[0].id}`, { headers: { cookie: staff.cookie } });
    expect(dl.status).toBe(200);
    expect(dl.headers.get("content-type")).toBe("application/pdf");
    expect(dl.headers.get("content-disposition")).toBe(`attachment; filename="brief.pdf"; filename*=UTF-8''brief.pdf`);
    expect(dl.headers.get("x-content-type-options")).toBe("nosniff");
    expect(Buffer.from(await dl.arrayBuffer()).equals(bytes)).toBe(true);
  });

  it("staff upload to the client's order; the client sees the staff side and is e-mailed in the order's language", async () => {
    t.mail.length = 0;
    const res = await upload(t, code, staff.cookie, new File([randomBytes(500)], "mockup.png", { type: "image/png" }));
    expect(res.status).toBe(201);
    const [file] = (await res.json()).files;
    expect(file.uploader).toEqual({ side: "staff", name: "Sam Staff" });
    expect(t.mail).toHaveLength(1);
    expect(t.mail[0]).toMatchObject({ to: "ada@client.test", subject: `Neue Datei zur Bestellung ${code}` });
    expect(t.mail[0]!.text).toContain(`/de/dashboard/orders/${code}`);

    const list = await (await t.request(`/api/orders/${code}/files`, { headers: { cookie: owner.cookie } })).json();
    expect(list.files.at(-1)).toMatchObject({ name: "mockup.png", uploader: { side: "staff" } });
    const dl = await t.request(`/api/orders/${code}/files/${file.id}`, { headers: { cookie: owner.cookie } });
    expect(dl.status).toBe(200);
  });

  it("keeps only the base name of a name with folders, without invisible characters, and serves it encoded", async () => {
    const res = await upload(
      t,
      code,
      owner.cookie,
      pdf("../../etc/\u202eevil\u200b  Ünïcode 報告.pdf"),
      pdf("C:\\Users\\x\\plan.pdf"),
    );
    expect(res.status, await res.clone().text()).toBe(201);
    const { files } = await res.json();
    expect(files.map((f: { name: string }) => f.name)).toEqual(["evil Ünïcode 報告.pdf", "plan.pdf"]);
    const dl = await t.request(`/api/orders/${code}/files/${files[0].id}`, { headers: { cookie: owner.cookie } });
    expect(dl.headers.get("content-disposition")).toBe(
      `attachment; filename="evil _n_code __.pdf"; filename*=UTF-8''evil%20%C3%9Cn%C3%AFcode%20%E5%A0%B1%E5%91%8A.pdf`,
    );
  });
});

describe("order files: strangers get 404", () => {
  it("another client and a signed-out visitor cannot list, upload or download", async () => {
    const own = await (await upload(t, code, owner.cookie, pdf())).json();
    const fileId = own.files[0].id;
    for (const cookie of [other.cookie, ""]) {
      const list = await t.request(`/api/orders/${code}/files`, { headers: { cookie } });
      expect(list.status).toBe(404);
      expect((await list.json()).error.code).toBe("NOT_FOUND");
      const up = await upload(t, code, cookie, pdf());
      expect(up.status).toBe(404);
      expect((await up.json()).error.code).toBe("NOT_FOUND");
      const dl = await t.request(`/api/orders/${code}/files/${fileId}`, { headers: { cookie } });
      expect(dl.status).toBe(404);
      expect((await dl.json()).error.code).toBe("NOT_FOUND");
    }
  });

  it("a file id of another order is not found through one's own order, nor are made-up codes and ids", async () => {
    const mine = (await (await upload(t, code, owner.cookie, pdf())).json()).files[0].id;
    const theirs = (await (await upload(t, otherCode, other.cookie, pdf())).json()).files[0].id;
    const guesses = [
      `/api/orders/${code}/files/${theirs}`,
      `/api/orders/${otherCode}/files/${mine}`,
      `/api/orders/${code}/files/999999`,
      `/api/orders/${code}/files/abc`,
      `/api/orders/ORD-999999/files`,
      `/api/orders/nonsense/files/${mine}`,
    ];
    for (const url of guesses) {
      const res = await t.request(url, { headers: { cookie: owner.cookie } });
      expect(res.status, url).toBe(404);
      expect((await res.json()).error.code).toBe("NOT_FOUND");
    }
  });
});

describe("order files: limits", () => {
  it("refuses a file over 25 MB with 413 and stores nothing (the other files of the request neither)", async () => {
    const before = await storedOnDisk(t);
    const rows = (await t.database.db.select().from(orderFiles)).length;
    const res = await upload(t, code, owner.cookie, pdf("small.pdf"), pdf("huge.pdf", new Uint8Array(25 * MB + 1)));
    expect(res.status).toBe(413);
    const body = await res.json();
    expect(body.error).toMatchObject({ code: "FILE_TOO_LARGE", fields: { file: "huge.pdf" } });
    expect(await storedOnDisk(t)).toEqual(before);
    expect((await t.database.db.select().from(orderFiles)).length).toBe(rows);
  });

  it("takes a file of exactly 25 MB", async () => {
    const res = await upload(t, code, owner.cookie, pdf("exact.pdf", new Uint8Array(25 * MB)));
    expect(res.status).toBe(201);
    expect((await res.json()).files[0].size).toBe(25 * MB);
  });

  it("refuses a type off the list, or an extension whose declared type does not match, with 415", async () => {
    const before = await storedOnDisk(t);
    const cases = [
      new File(["MZ"], "setup.exe", { type: "application/x-msdownload" }),
      new File(["<script>"], "page.html", { type: "text/html" }),
      new File(["%PDF"], "fake.pdf", { type: "text/html" }),
      new File(["x"], "noext", { type: "application/pdf" }),
    ];
    for (const f of cases) {
      const res = await upload(t, code, owner.cookie, f);
      expect(res.status, f.name).toBe(415);
      expect((await res.json()).error.code).toBe("FILE_TYPE_NOT_ALLOWED");
    }
    expect(await storedOnDisk(t)).toEqual(before);
  });

  it("answers a body that is not multipart, or has no file, with the error shape", async () => {
    const json = await t.request(`/api/orders/${code}/files`, {
      method: "POST",
      headers: { cookie: owner.cookie },
      json: { a: 1 },
    });
    expect(json.status).toBe(415);
    const empty = await upload(t, code, owner.cookie);
    expect(empty.status).toBe(400);
    expect((await empty.json()).error.code).toBe("NO_FILES");
  });
});

describe("order files: rate limit", () => {
  it("answers 429 with the error shape once one address has sent 60 uploads in 15 minutes", async () => {
    const ip = randomIp();
    for (let i = 0; i < 60; i++) {
      expect(
        (await uploadFrom(ip, t, code, owner.cookie, new File(["x"], "a.pdf", { type: "text/html" }))).status,
      ).toBe(415);
    }
    const res = await uploadFrom(ip, t, code, owner.cookie, pdf());
    expect(res.status).toBe(429);
    expect((await res.json()).error.code).toBe("RATE_LIMITED");
  });
});

describe("order files: S3 storage", () => {
  let s3rver: S3rver;
  let s3Dir: string;
  let s3App: TestApp;
  let s3: S3Client;

  beforeAll(async () => {
    s3Dir = await fs.mkdtemp(path.join(os.tmpdir(), "s3rver-"));
    s3rver = new S3rver({
      address: "127.0.0.1",
      port: 0,
      silent: true,
      directory: s3Dir,
      configureBuckets: [{ name: "order-files", configs: [] }],
    });
    const { port } = (await s3rver.run()) as { port: number };
    const env = {
      S3_BUCKET: "order-files",
      S3_REGION: "us-east-1",
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_ACCESS_KEY_ID: "S3RVER",
      S3_SECRET_ACCESS_KEY: "S3RVER",
      S3_FORCE_PATH_STYLE: "true",
      // Room for the 12 MB file below and a file of 25 MB, not for two more of 15 MB.
      ORDER_QUOTA_MB: "40",
    };
    s3App = await createTestApp({ env });
    s3 = new S3Client({
      region: "us-east-1",
      endpoint: env.S3_ENDPOINT,
      forcePathStyle: true,
      credentials: { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" },
    });
  }, 120_000);
  afterAll(async () => {
    await s3App?.close();
    await s3rver?.close();
    await fs.rm(s3Dir, { recursive: true, force: true });
  });

  const objects = async () =>
    (await s3.send(new ListObjectsV2Command({ Bucket: "order-files" }))).Contents?.map((o) => o.Key) ?? [];

  it("a file's bytes come back identical from disk storage and from S3 storage", async () => {
    expect(s3App.app.storage.kind).toBe("s3");
    expect(t.app.storage.kind).toBe("disk");
    const s3Owner = await signedIn(s3App, { name: "Ada Owner" });
    const s3Code = await placeOrder(s3App, s3Owner.cookie);
    // Over one 5 MB part, so the S3 path goes through a real multipart upload.
    const bytes = randomBytes(12 * MB + 123);
    const back: Buffer[] = [];
    for (const [app, orderCode, cookie] of [
      [t, code, owner.cookie],
      [s3App, s3Code, s3Owner.cookie],
    ] as const) {
      const res = await upload(app, orderCode, cookie, new File([bytes], "master.wav", { type: "audio/wav" }));
      expect(res.status).toBe(201);
      const { id } = (await res.json()).files[0];
      const dl = await app.request(`/api/orders/${orderCode}/files/${id}`, { headers: { cookie } });
      expect(dl.status).toBe(200);
      expect(dl.headers.get("content-type")).toBe("audio/wav");
      back.push(Buffer.from(await dl.arrayBuffer()));
    }
    expect(back[0]!.equals(bytes)).toBe(true);
    expect(back[1]!.equals(bytes)).toBe(true);
    expect(await objects()).toHaveLength(1);

    const tooBig = await upload(s3App, s3Code, s3Owner.cookie, pdf("huge.pdf", new Uint8Array(25 * MB + 1)));
    expect(tooBig.status).toBe(413);
    expect((await tooBig.json()).error.code).toBe("FILE_TOO_LARGE");
    expect(await objects()).toHaveLength(1);

    // Past the order's quota while the second file's multipart upload is under way (a stream of unknown length):
    // 413, the first file's object deleted, the second's multipart upload aborted: no object added.
    const form = new FormData();
    for (const name of ["one.wav", "two.wav"])
      form.append("files", new File([randomBytes(15 * MB)], name, { type: "audio/wav" }));
    const encoded = new Response(form);
    const overQuota = await s3App.request(`/api/orders/${s3Code}/files`, {
      method: "POST",
      headers: {
        cookie: s3Owner.cookie,
        "x-forwarded-for": randomIp(),
        "content-type": encoded.headers.get("content-type")!,
      },
      body: encoded.body,
      duplex: "half",
    } as RequestInit);
    expect(overQuota.status).toBe(413);
    expect((await overQuota.json()).error.code).toBe("STORAGE_QUOTA_EXCEEDED");
    expect(await objects()).toHaveLength(1);
  }, 120_000);
});
