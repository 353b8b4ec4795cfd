import { periodicCheck } from "../../lib/periodic-check";
import { and, desc, eq, lte, sql } from "drizzle-orm";
import {
  readingMinutes,
  type ArticleDetail,
  type ArticleNode,
  type ArticleInput,
  type ArticleSummary,
  type PublishedArticle,
} from "@common/articles";
import { LANGUAGES, type Language } from "@common/locales";
import { ARTICLE_IDS } from "@/content/article-data";
import type { Db } from "../../db/client";
import { articles } from "../../db/schema";
import { ApiError, notFound } from "../../lib/http-error";
import { getSellerSettings } from "../billing/settings";
import { findMediaRow, recordMediaUse, releaseMediaUses } from "../media/media";
import { bodyProblems, renderBody, sitePaths } from "./document";

/**
 * The blog's articles as stored data (issue 40). Staff save an article (its texts validated, each language's body
 * rendered to static HTML at once), then publish it now, schedule it (the admin settings' time zone) or unpublish it;
 * `publishDueArticles` is the periodic due-check. The public pages read `listPublishedArticles`.
 */

type Row = typeof articles.$inferSelect;

const languagesOf = (row: Pick<Row, "texts">) => LANGUAGES.filter((l) => row.texts[l]);

function summary(row: Row): ArticleSummary {
  const langs = languagesOf(row);
  return {
    id: row.id,
    slug: row.slug,
    category: row.category,
    state: row.state,
    languages: langs,
    title: row.texts[langs.includes("en") ? "en" : langs[0]!]?.title ?? "",
    publishAt: row.publishAt?.toISOString() ?? null,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    replacementUrl: row.replacementUrl,
    updatedAt: row.updatedAt.toISOString(),
  };
}

function detail(row: Row): ArticleDetail {
  return {
    ...summary(row),
    author: row.author,
    coverMediaId: row.coverMediaId,
    texts: row.texts,
    readingMinutes: row.readingMinutes,
  };
}

export async function listArticles(db: Db): Promise<ArticleSummary[]> {
  return (await db.select().from(articles).orderBy(desc(articles.updatedAt), desc(articles.id))).map(summary);
}

async function findRow(db: Db, id: number): Promise<Row> {
  const [row] = await db.select().from(articles).where(eq(articles.id, id));
  if (!row) throw notFound("No such article.");
  return row;
}

export async function getArticle(db: Db, id: number): Promise<ArticleDetail> {
  return detail(await findRow(db, id));
}

/** Checks the bodies (links to pages that exist, alt text, known blocks) and renders each language's to HTML. */
async function rendered(db: Db, input: ArticleInput) {
  const slugs = (await db.select({ slug: articles.slug }).from(articles)).map((r) => r.slug);
  const known = sitePaths([...slugs, input.slug]);
  const fields: Record<string, string> = {};
  const html: Partial<Record<Language, string>> = {};
  const minutes: Partial<Record<Language, number>> = {};
  for (const lng of LANGUAGES) {
    const text = input.texts[lng];
    if (!text) continue;
    const problems = bodyProblems(text.body, known);
    if (problems.length) {
      fields[`texts.${lng}.body`] = problems.join(" ");
      continue;
    }
    html[lng] = renderBody(text.body);
    minutes[lng] = readingMinutes(text.body);
  }
  // Every image the article shows is in the library (the cover, the avatar, the bodies' images).
  const images = new Map<number, string>();
  if (input.coverMediaId) images.set(input.coverMediaId, "coverMediaId");
  if (input.author.avatarMediaId) images.set(input.author.avatarMediaId, "author.avatarMediaId");
  for (const lng of LANGUAGES)
    for (const id of bodyImages(input.texts[lng]?.body)) if (!images.has(id)) images.set(id, `texts.${lng}.body`);
  for (const [id, field] of images)
    if (!(await findMediaRow(db, id))) fields[field] ??= "This image is not in the library.";
  if (Object.keys(fields).length) throw new ApiError(400, "VALIDATION_FAILED", "Some fields are invalid.", fields);
  return { html, minutes, images: [...images.keys()] };
}

/** The library ids of a body's images (their sources are variant URLs: /api/media/<id>/…). */
function bodyImages(node: ArticleNode | undefined): number[] {
  if (!node) return [];
  const own = node.type === "image" ? /^\/api\/media\/(\d+)\//.exec(String(node.attrs?.src ?? ""))?.[1] : undefined;
  return [...(own ? [Number(own)] : []), ...(node.content ?? []).flatMap(bodyImages)];
}

/** Records the images an article uses (an image in use cannot be deleted from the library). */
async function recordImages(db: Db, id: number, images: number[]) {
  await releaseMediaUses(db, "article", String(id));
  for (const mediaId of images) await recordMediaUse(db, mediaId, "article", String(id));
}

function slugTaken(): ApiError {
  return new ApiError(409, "SLUG_TAKEN", "Another article has this address.", {
    slug: "Another article has this address.",
  });
}

export async function createArticle(db: Db, input: ArticleInput, actor: string | null): Promise<ArticleDetail> {
  if (ARTICLE_IDS.includes(input.slug)) throw slugTaken();
  const { html, minutes, images } = await rendered(db, input);
  const [row] = await db
    .insert(articles)
    .values({
      slug: input.slug,
      category: input.category,
      author: input.author,
      coverMediaId: input.coverMediaId,
      texts: input.texts,
      html,
      readingMinutes: minutes,
      updatedBy: actor,
    })
    .onConflictDoNothing({ target: articles.slug })
    .returning();
  if (!row) throw slugTaken();
  await recordImages(db, row.id, images);
  return detail(row);
}

/** Saves new texts; a published article shows them at once (the caller re-renders the site). */
export async function updateArticle(
  db: Db,
  id: number,
  input: ArticleInput,
  actor: string | null,
): Promise<ArticleDetail> {
  const before = await findRow(db, id);
  if (input.slug !== before.slug && ARTICLE_IDS.includes(input.slug)) throw slugTaken();
  const { html, minutes, images } = await rendered(db, input);
  try {
    const [row] = await db
      .update(articles)
      .set({
        slug: input.slug,
        category: input.category,
        author: input.author,
        coverMediaId: input.coverMediaId,
        texts: input.texts,
        html,
        readingMinutes: minutes,
        updatedBy: actor,
        updatedAt: new Date(),
      })
      .where(eq(articles.id, id))
      .returning();
    if (!row) throw notFound("No such article.");
    await recordImages(db, row.id, images);
    return detail(row);
  } catch (err) {
    if (err instanceof ApiError) throw err;
    if (/unique|duplicate/i.test(String((err as { cause?: unknown }).cause ?? err))) throw slugTaken();
    throw err;
  }
}

export async function publishArticle(db: Db, id: number, actor: string | null, now = new Date()) {
  await findRow(db, id);
  const [row] = await db
    .update(articles)
    .set({
      state: "published",
      publishedAt: now,
      publishAt: null,
      replacementUrl: null,
      updatedAt: now,
      updatedBy: actor,
    })
    .where(eq(articles.id, id))
    .returning();
  return detail(row!);
}

/** The UTC instant of a wall-clock time ("2026-12-24T09:00") in an IANA time zone. */
export function zonedTime(local: string, timeZone: string): Date {
  const [date, time] = local.split("T") as [string, string];
  const [y, mo, d] = date.split("-").map(Number) as [number, number, number];
  const [h, mi] = time.split(":").map(Number) as [number, number];
  const wall = Date.UTC(y, mo - 1, d, h, mi);
  const offsetAt = (instant: number) => {
    const parts = Object.fromEntries(
      new Intl.DateTimeFormat("en-US", {
        timeZone,
        hourCycle: "h23",
        year: "numeric",
        month: "2-digit",
        day: "2-digit",
        hour: "2-digit",
        minute: "2-digit",
      })
        .formatToParts(new Date(instant))
        .map((p) => [p.type, p.value]),
    ) as Record<string, string>;
    const asWall = Date.UTC(+parts.year!, +parts.month! - 1, +parts.day!, +parts.hour!, +parts.minute!);
    return asWall - instant;
  };
  let instant = wall - offsetAt(wall);
  instant = wall - offsetAt(instant);
  return new Date(instant);
}

export async function scheduleArticle(db: Db, id: number, local: string, actor: string | null, now = new Date()) {
  await findRow(db, id);
  const { timeZone } = await getSellerSettings(db);
  const at = zonedTime(local, timeZone);
  if (Number.isNaN(at.getTime()) || at.getTime() <= now.getTime())
    throw new ApiError(400, "VALIDATION_FAILED", "Some fields are invalid.", {
      publishAt: "Choose a time in the future.",
    });
  const [row] = await db
    .update(articles)
    .set({ state: "scheduled", publishAt: at, replacementUrl: null, updatedAt: now, updatedBy: actor })
    .where(eq(articles.id, id))
    .returning();
  return { article: detail(row!), timeZone };
}

export async function unpublishArticle(
  db: Db,
  id: number,
  replacementUrl: string | null,
  actor: string | null,
  now = new Date(),
) {
  const before = await findRow(db, id);
  if (replacementUrl && [`/blog/${before.slug}`].includes(replacementUrl.replace(/^\/[a-z]{2}(?=\/)/, "")))
    throw new ApiError(400, "VALIDATION_FAILED", "Some fields are invalid.", {
      replacementUrl: "The replacement cannot be the article itself.",
    });
  const [row] = await db
    .update(articles)
    .set({ state: "unpublished", publishAt: null, replacementUrl, updatedAt: now, updatedBy: actor })
    .where(eq(articles.id, id))
    .returning();
  return detail(row!);
}

/**
 * The due-check: every scheduled article whose time has come is published, each by exactly one caller however many
 * instances run it at once (the conditional UPDATE … RETURNING hands each row to one of them). The slugs it published.
 */
export async function publishDueArticles(db: Db, now = new Date()): Promise<string[]> {
  const rows = await db
    .update(articles)
    .set({ state: "published", publishedAt: sql`${articles.publishAt}`, updatedAt: now })
    .where(and(eq(articles.state, "scheduled"), lte(articles.publishAt, now)))
    .returning({ slug: articles.slug });
  return rows.map((r) => r.slug);
}

/** Every published stored article in one language, newest first (an article without that language is left out). */
export async function listPublishedArticles(db: Db, lng: Language): Promise<PublishedArticle[]> {
  const rows = await db
    .select()
    .from(articles)
    .where(eq(articles.state, "published"))
    .orderBy(desc(articles.publishedAt), desc(articles.id));
  return rows.flatMap((row) => {
    const text = row.texts[lng];
    const html = row.html[lng];
    if (!text || html === undefined) return [];
    return [
      {
        slug: row.slug,
        lng,
        title: text.title,
        excerpt: text.excerpt,
        seoTitle: text.seoTitle || text.title,
        seoDescription: text.seoDescription || text.excerpt,
        category: row.category,
        author: { name: row.author.name, role: row.author.role, avatarMediaId: row.author.avatarMediaId },
        coverMediaId: row.coverMediaId,
        html,
        readingMinutes: row.readingMinutes[lng] ?? 1,
        publishedAt: (row.publishedAt ?? row.updatedAt).toISOString(),
      },
    ];
  });
}

/** An unpublished article's slug and what its URL answers: 410, or a redirect to the replacement. */
export async function unpublishedArticle(db: Db, slug: string): Promise<{ replacementUrl: string | null } | null> {
  const [row] = await db
    .select({ replacementUrl: articles.replacementUrl })
    .from(articles)
    .where(and(eq(articles.slug, slug), eq(articles.state, "unpublished")));
  return row ?? null;
}

/** The periodic due-check (every minute, and once at start); `onPublished` re-renders the site. */
export function articleSchedule(
  db: Db,
  onPublished: (slugs: string[]) => Promise<unknown>,
  logger: { error(msg: string, data?: object): void },
  everyMs = 60_000,
) {
  const publish = async (now: Date) => {
    const slugs = await publishDueArticles(db, now);
    if (slugs.length) await onPublished(slugs);
  };
  return periodicCheck("scheduled articles", publish, logger, everyMs);
}
