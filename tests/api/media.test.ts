import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { ListObjectsV2Command, S3Client } from "@aws-sdk/client-s3";
import S3rver from "s3rver";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MEDIA_WIDTHS } from "@common/media";
import { recordMediaUse, releaseMediaUses } from "../../server/services/media/media";
import { createVerifiedUser, randomIp, signIn } from "./auth-helpers";
import { createTestApp, type TestApp } from "./test-app";

const MB = 1024 * 1024;
let t: TestApp;
let staff: string;
let client: string;

/** A real photo-like JPEG: a gradient with noise, `width` × `height`, with an EXIF orientation when asked. */
async function jpeg(width: number, height: number, opts: { orientation?: number; tint?: number } = {}) {
  const raw = Buffer.alloc(width * height * 3);
  for (let i = 0; i < raw.length; i += 3) {
    const x = (i / 3) % width;
    raw[i] = (x * 255) / width;
    raw[i + 1] = opts.tint ?? 120;
    raw[i + 2] = (i * 7919) % 256;
  }
  let img = sharp(raw, { raw: { width, height, channels: 3 } }).jpeg({ quality: 85 });
  if (opts.orientation) img = img.withMetadata({ orientation: opts.orientation });
  return img.toBuffer();
}

function send(app: TestApp, url: string, cookie: string, file: Blob, name = "photo.jpg") {
  const form = new FormData();
  form.append("file", file, name);
  return app.request(url, { method: "POST", headers: { cookie, "x-forwarded-for": randomIp() }, body: form });
}
const upload = (app: TestApp, cookie: string, bytes: Buffer, name?: string, type = "image/jpeg") =>
  send(app, "/api/admin/media", cookie, new Blob([bytes as BlobPart], { type }), name);

async function staffOf(app: TestApp) {
  const u = await createVerifiedUser(app, { admin: true, name: "Sam Staff" });
  return signIn(app, u.email, u.password, u.totpSecret);
}

beforeAll(async () => {
  t = await createTestApp();
  staff = await staffOf(t);
  const c = await createVerifiedUser(t, { name: "Ada Client" });
  client = await signIn(t, c.email, c.password);
}, 120_000);
afterAll(() => t.close());

describe("media: upload and serving", () => {
  let id: number;
  let version: number;

  it("makes WebP and AVIF variants at each width up to the original's, served with their type and a year's cache", async () => {
    const res = await upload(t, staff, await jpeg(1000, 500));
    expect(res.status, await res.clone().text()).toBe(201);
    const { media } = await res.json();
    ({ id, version } = media);
    expect(media).toMatchObject({ mime: "image/jpeg", width: 1000, height: 500, version: 1 });
    expect(media.missingAlt).toEqual(["en", "es", "fr", "de", "zh", "ja"]);
    const widths = MEDIA_WIDTHS.filter((w) => w <= 1000);
    expect(widths).toEqual([390, 640, 960]);
    expect(media.variants.map((v: { format: string; width: number }) => `${v.width}.${v.format}`).sort()).toEqual(
      widths.flatMap((w) => [`${w}.avif`, `${w}.webp`]).sort(),
    );
    for (const v of media.variants) {
      expect(v.height).toBe(Math.round((v.width * 500) / 1000));
      const served = await t.request(`/api/media/${id}/${version}/${v.width}.${v.format}`);
      expect(served.status).toBe(200);
      expect(served.headers.get("content-type")).toBe(`image/${v.format}`);
      expect(served.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      const bytes = Buffer.from(await served.arrayBuffer());
      expect(bytes.length).toBe(v.bytes);
      const meta = await sharp(bytes).metadata();
      expect(meta.format).toBe(v.format === "avif" ? "heif" : "webp");
      expect([meta.width, meta.height]).toEqual([v.width, v.height]);
      // No EXIF or other metadata is carried into a page image.
      expect(meta.exif).toBeUndefined();
    }
  });

  it("answers 404 for an unknown image, width or format, and never serves the original publicly", async () => {
    for (const url of [
      `/api/media/999999/1/390.webp`,
      `/api/media/${id}/${version}/1440.webp`,
      `/api/media/${id}/${version}/390.jpg`,
      `/api/media/${id}/${version}/original`,
      `/api/media/x/1/390.webp`,
    ]) {
      const res = await t.request(url);
      expect(res.status, url).toBe(404);
      expect((await res.json()).error.code).toBe("NOT_FOUND");
    }
    const original = await t.request(`/api/admin/media/${id}/original`);
    expect(original.status).toBe(401);
    const staffOriginal = await t.request(`/api/admin/media/${id}/original`, { headers: { cookie: staff } });
    expect(staffOriginal.status).toBe(200);
    expect(staffOriginal.headers.get("content-type")).toBe("image/jpeg");
  });

  it("applies the EXIF orientation: a portrait taken sideways is stored and served upright", async () => {
    // Stored 800 × 400 with orientation 6 (rotate 90°): shown 400 × 800.
    const res = await upload(t, staff, await jpeg(800, 400, { orientation: 6 }));
    expect(res.status).toBe(201);
    const { media } = await res.json();
    expect([media.width, media.height]).toEqual([400, 800]);
    expect(media.variants.map((v: { width: number; height: number }) => [v.width, v.height])).toEqual([
      [390, 780],
      [390, 780],
    ]);
    const served = await t.request(`/api/media/${media.id}/1/390.webp`);
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect([meta.width, meta.height, meta.orientation]).toEqual([390, 780, undefined]);
  });

  it("takes PNG, WebP and AVIF too, told by their content whatever their name", async () => {
    const base = () =>
      sharp(Buffer.from(Array.from({ length: 500 * 300 * 3 }, (_, i) => (i * 31) % 256)), {
        raw: { width: 500, height: 300, channels: 3 },
      });
    for (const [bytes, mime] of [
      [await base().png().toBuffer(), "image/png"],
      [await base().webp().toBuffer(), "image/webp"],
      [await base().avif().toBuffer(), "image/avif"],
    ] as const) {
      const res = await upload(t, staff, bytes, "no-extension", "application/octet-stream");
      expect(res.status, mime).toBe(201);
      const { media } = await res.json();
      expect(media).toMatchObject({ mime, width: 500, height: 300 });
      expect(media.variants).toHaveLength(2);
    }
  });

  it("refuses a body over 20 MB with 413 in the error shape", async () => {
    const res = await upload(t, staff, Buffer.alloc(21 * MB, 1));
    expect(res.status).toBe(413);
    expect((await res.json()).error).toMatchObject({ code: "FILE_TOO_LARGE" });
  });

  it("tells the type by the content: a text file named .jpg is 400, so is a GIF or an animated WebP", async () => {
    const text = await upload(t, staff, Buffer.from("not an image at all\n"), "photo.jpg");
    expect(text.status).toBe(400);
    expect((await text.json()).error.code).toBe("FILE_TYPE_NOT_ALLOWED");
    const gif = await sharp({ create: { width: 40, height: 40, channels: 3, background: "#f00" } })
      .gif()
      .toBuffer();
    expect((await upload(t, staff, gif, "a.png", "image/png")).status).toBe(400);
    // Two different frames of 40 × 40 (identical frames would be merged into one by the encoder).
    const frames = Buffer.alloc(40 * 80 * 3, 90).fill(200, 40 * 40 * 3);
    const animated = await sharp(frames, { raw: { width: 40, height: 80, channels: 3, pageHeight: 40 } })
      .webp()
      .toBuffer();
    const anim = await upload(t, staff, animated, "a.webp", "image/webp");
    expect(anim.status).toBe(400);
    expect((await anim.json()).error.code).toBe("IMAGE_ANIMATED");
    const tiny = await upload(t, staff, await jpeg(8, 8));
    expect((await tiny.json()).error.code).toBe("IMAGE_DIMENSIONS");
  });

  it("saves alt text per language and tells which languages still lack one", async () => {
    const put = await t.request(`/api/admin/media/${id}/alt`, {
      method: "PUT",
      headers: { cookie: staff },
      json: { en: "A gradient", de: "Ein Farbverlauf", ja: "" },
    });
    expect(put.status).toBe(200);
    const got = await (await t.request(`/api/admin/media/${id}`, { headers: { cookie: staff } })).json();
    expect(got.media.alt).toEqual({ en: "A gradient", de: "Ein Farbverlauf" });
    expect(got.media.missingAlt).toEqual(["es", "fr", "zh", "ja"]);
    const bad = await t.request(`/api/admin/media/${id}/alt`, {
      method: "PUT",
      headers: { cookie: staff },
      json: { en: "x".repeat(251), xx: "?" },
    });
    expect(bad.status).toBe(400);
  });

  it("replacing keeps the id and alt text, bumps the version, and the served variant changes", async () => {
    const before = Buffer.from(await (await t.request(`/api/media/${id}/${version}/390.webp`)).arrayBuffer());
    const res = await send(
      t,
      `/api/admin/media/${id}/file`,
      staff,
      new Blob([(await jpeg(1600, 900, { tint: 10 })) as BlobPart], { type: "image/jpeg" }),
    );
    expect(res.status, await res.clone().text()).toBe(200);
    const { media } = await res.json();
    expect(media).toMatchObject({ id, version: version + 1, width: 1600, height: 900 });
    expect(media.alt.en).toBe("A gradient");
    expect(
      media.variants.filter((v: { format: string }) => v.format === "webp").map((v: { width: number }) => v.width),
    ).toEqual([...MEDIA_WIDTHS]);
    const after = await t.request(`/api/media/${id}/${version + 1}/390.webp`);
    expect(after.status).toBe(200);
    const bytes = Buffer.from(await after.arrayBuffer());
    expect(bytes.equals(before)).toBe(false);
    expect((await sharp(bytes).metadata()).height).toBe(Math.round((390 * 900) / 1600));
    // A page rendered before the replace is sent on to the new version.
    const old = await t.request(`/api/media/${id}/${version}/390.webp`, { redirect: "manual" });
    expect(old.status).toBe(302);
    expect(old.headers.get("location")).toBe(`/api/media/${id}/${version + 1}/390.webp`);
  });

  it("refuses deleting an image in use (409 naming the use) and deletes it once unused", async () => {
    await recordMediaUse(t.database.db, id, "content", "home.hero");
    const refused = await t.request(`/api/admin/media/${id}`, { method: "DELETE", headers: { cookie: staff } });
    expect(refused.status).toBe(409);
    const body = await refused.json();
    expect(body.error.code).toBe("MEDIA_IN_USE");
    expect(body.error.message).toContain("content home.hero");
    const listed = await (await t.request("/api/admin/media", { headers: { cookie: staff } })).json();
    expect(listed.media.find((m: { id: number }) => m.id === id).usage).toEqual([{ kind: "content", id: "home.hero" }]);

    await releaseMediaUses(t.database.db, "content", "home.hero");
    const deleted = await t.request(`/api/admin/media/${id}`, { method: "DELETE", headers: { cookie: staff } });
    expect(deleted.status).toBe(200);
    expect((await t.request(`/api/media/${id}/${version + 1}/390.webp`)).status).toBe(404);
    expect((await t.request(`/api/admin/media/${id}`, { headers: { cookie: staff } })).status).toBe(404);
  });

  it("is staff only: 401 signed out, 403 for a client, on every route", async () => {
    const calls: [string, string][] = [
      ["GET", "/api/admin/media"],
      ["POST", "/api/admin/media"],
      ["GET", "/api/admin/media/1"],
      ["POST", "/api/admin/media/1/file"],
      ["PUT", "/api/admin/media/1/alt"],
      ["DELETE", "/api/admin/media/1"],
      ["GET", "/api/admin/media/1/original"],
    ];
    for (const [method, url] of calls) {
      const anon = await t.request(url, { method });
      expect(anon.status, `${method} ${url}`).toBe(401);
      const other = await t.request(url, { method, headers: { cookie: client } });
      expect(other.status, `${method} ${url}`).toBe(403);
      expect((await other.json()).error.code).toBe("FORBIDDEN");
    }
    const form = await upload(t, client, await jpeg(400, 400));
    expect(form.status).toBe(403);
  });
});

describe("media: S3 storage", () => {
  let s3rver: S3rver;
  let s3Dir: string;
  let s3App: TestApp;

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
    s3App = await createTestApp({
      env: {
        S3_BUCKET: "order-files",
        S3_REGION: "us-east-1",
        S3_ENDPOINT: `http://127.0.0.1:${port}`,
        S3_ACCESS_KEY_ID: "S3RVER",
        S3_SECRET_ACCESS_KEY: "S3RVER",
        S3_FORCE_PATH_STYLE: "true",
      },
    });
  }, 120_000);
  afterAll(async () => {
    await s3App?.close();
    await s3rver?.close();
    await fs.rm(s3Dir, { recursive: true, force: true });
  });

  it("keeps the original and the variants in the bucket, serves them from there, and removes them on delete", async () => {
    const s3 = new S3Client({
      region: "us-east-1",
      endpoint: (s3App.config.s3 as { endpoint: string }).endpoint,
      forcePathStyle: true,
      credentials: { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" },
    });
    const objects = async () =>
      (await s3.send(new ListObjectsV2Command({ Bucket: "order-files" }))).Contents?.length ?? 0;
    const cookie = await staffOf(s3App);
    const res = await upload(s3App, cookie, await jpeg(700, 700));
    expect(res.status).toBe(201);
    const { media } = await res.json();
    // The original and two formats at 390 and 640.
    expect(await objects()).toBe(5);
    const served = await s3App.request(`/api/media/${media.id}/1/640.avif`);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/avif");
    expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).width).toBe(640);
    const del = await s3App.request(`/api/admin/media/${media.id}`, { method: "DELETE", headers: { cookie } });
    expect(del.status).toBe(200);
    expect(await objects()).toBe(0);
  });
});
