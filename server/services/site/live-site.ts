import { createHash, randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { sql } from "drizzle-orm";
import { LANGUAGES, PUBLIC_URL_PLACEHOLDER, type Language } from "@common/locales";
import { ARTICLE_SLUG } from "@common/articles";
import { SITE_DATA_NAMESPACE, siteDataPartNamespace } from "@common/content-namespaces";
import type { SiteData } from "@/app/site-data";
import { withSiteData } from "../../../scripts/page-html";
import {
  renderSiteFile,
  siteFileKey,
  siteFileName,
  siteFiles,
  type ServerEntry,
  type SiteFileKind,
} from "../../../scripts/render-site";
import type { Database, Db } from "../../db/client";
import type { Logger } from "../../lib/logger";
import { BUILT_IN } from "../content/built-in";
import { legalDates, withLegalDates } from "../content/legal-dates";
import { contentRows, publishedStrings } from "../content/store";

/**
 * The public site as this install makes it (issue 39): the build's prerendered pages, re-rendered on the server with
 * the published content and the install's facts whenever either changes, on every instance.
 */
export interface LiveSite {
  /**
   * Something a public page shows changed (content published, prices, payment methods, the seller's name): re-render
   * the pages and tell the other instances. Resolves when this instance serves the new pages; the number of files
   * it rendered.
   */
  refresh(reason: string): Promise<number>;
}

export const SITE_CHANNEL = "site_changed";

export interface LiveSiteOptions {
  database: Database;
  logger: Logger;
  /** The built site (dist/client). Without one nothing is rendered (API tests that serve no pages). */
  webRoot?: string;
  /** The SSR bundle; by default dist/server/entry-server.js beside the web root. */
  loadEntry?: () => Promise<ServerEntry>;
  /** The page template; by default the build's _template.html. */
  template?: string;
  /** Where rendered pages go: the static site's cache. */
  replacePages?: (pages: Map<string, string>) => void;
  /** The install's facts and prices for SiteData (issue 39's parts); none by default. */
  loadSiteData?: (db: Db) => Promise<SiteData>;
  /**
   * The published stored articles' bodies (issue 40) per language and slug: each gets its own page in the languages
   * it has, its body in that file's data only. None by default.
   */
  loadArticleBodies?: (db: Db) => Promise<Map<Language, Map<string, string>>>;
}

export interface RunningLiveSite extends LiveSite {
  /**
   * A page as it will read once an item's draft is published (everything else as published), with absolute URLs
   * under `publicUrl`; null when the path is not a prerendered page or no page can be rendered here.
   */
  preview(itemId: string, lng: Language, appPath: string, publicUrl: string): Promise<string | null>;
  /** Renders what the stored content asks for and starts following other instances; before serving pages. */
  start(): Promise<void>;
  stop(): Promise<void>;
}

const storedArticlePath = (slug: string) => `/blog/${slug}`;
/** The slug of a stored article's page path (not a shipped article's number), or null. */
const storedArticleSlug = (appPath: string) => {
  const slug = /^\/blog\/([^/]+)$/.exec(appPath)?.[1];
  return slug && ARTICLE_SLUG.test(slug) ? slug : null;
};

const hash = (value: unknown) => createHash("sha256").update(JSON.stringify(value)).digest("base64url");

const builtInHashes = new Map<string, string>();
/** The hash of a namespace's strings as the build drew them (what a file not yet re-rendered here shows). */
function builtInHash(lng: Language, ns: string): string {
  const key = `${lng}:${ns}`;
  let known = builtInHashes.get(key);
  if (known === undefined) {
    known = hash((BUILT_IN[lng] as Record<string, unknown>)[ns] ?? null);
    builtInHashes.set(key, known);
  }
  return known;
}

export function createLiveSite(opts: LiveSiteOptions): RunningLiveSite {
  const { database, logger } = opts;
  const instance = randomUUID();
  const entryFile = opts.webRoot ? path.join(opts.webRoot, "..", "server", "entry-server.js") : null;
  const loadEntry =
    opts.loadEntry ??
    (entryFile && fs.existsSync(entryFile)
      ? async () => (await import(pathToFileURL(entryFile).href)) as ServerEntry
      : null);
  let entry: Promise<ServerEntry> | null = null;
  /** What each file was last rendered with: per language, each namespace's hash, and the site data's (and each part's). */
  let renderedWith = new Map<Language, { strings: Map<string, string>; data: string; parts: Map<string, string> }>();
  /** The namespaces each file reads (from its last render, or the build's record of its pages). */
  const namespacesOf = new Map<string, string[]>();
  let stopListening: (() => Promise<void>) | null = null;
  let running: Promise<number> | null = null;
  let queued: Promise<number> | null = null;
  let warming: Promise<void> | null = null;
  let warmTimer: NodeJS.Timeout | null = null;

  /** The HTML this instance serves for files it replaced; the others are the build's. */
  const served = new Map<string, string>();
  function currentHtml(file: string): string | null {
    const known = served.get(file);
    if (known !== undefined) return known;
    try {
      return fs.readFileSync(path.join(opts.webRoot!, file), "utf8");
    } catch {
      return null;
    }
  }

  function readBuildNamespaces() {
    if (!opts.webRoot) return;
    try {
      const record = JSON.parse(fs.readFileSync(path.join(opts.webRoot, "_namespaces.json"), "utf8")) as Record<
        string,
        string[]
      >;
      for (const [key, namespaces] of Object.entries(record)) namespacesOf.set(key, namespaces);
    } catch {
      // No record (an older build, or a test's site): each file is rendered once and its namespaces learnt.
    }
  }

  /** Renders every file whose inputs changed since it was last rendered (all of them the first time there is content). */
  async function render(): Promise<number> {
    if (!loadEntry || !opts.replacePages) return 0;
    const started = performance.now();
    const { db } = database;
    const [data, bodies] = await Promise.all([
      opts.loadSiteData?.(db) ?? Promise.resolve({} as SiteData),
      opts.loadArticleBodies?.(db) ?? Promise.resolve(new Map<Language, Map<string, string>>()),
    ]);
    const dataHash = hash(data);
    // A page that reads one part of the site data only (the footer's services) is drawn again when that part changes.
    const parts = new Map(Object.entries(data).map(([key, value]) => [key, hash(value)]));
    // What changed per language since the last render: the namespaces with other strings, and the site data.
    const [rows, dates] = await Promise.all([contentRows(db), legalDates(db)]);
    const plan = [];
    for (const lng of LANGUAGES) {
      const strings = withLegalDates(publishedStrings(rows, lng), lng, dates);
      const hashes = new Map(Object.entries(strings).map(([ns, b]) => [ns, hash(b)]));
      const before = renderedWith.get(lng) ?? {
        strings: new Map<string, string>(),
        data: hash({}),
        parts: new Map<string, string>(),
      };
      // A namespace neither side has a hash for is as the build drew it: its built-in strings. (Before this, the
      // first publication after a start counted every namespace with a content row as changed in all six
      // languages: 138 files instead of the 23 of one language, 9.9 s instead of 0.75 s in the publish bench.)
      const asBuilt = (ns: string) => builtInHash(lng, ns);
      const changed = new Set(
        [...new Set([...hashes.keys(), ...before.strings.keys()])].filter(
          (ns) => (hashes.get(ns) ?? asBuilt(ns)) !== (before.strings.get(ns) ?? asBuilt(ns)),
        ),
      );
      if (before.data !== dataHash) changed.add(SITE_DATA_NAMESPACE);
      for (const key of new Set([...parts.keys(), ...before.parts.keys()]))
        if (parts.get(key) !== before.parts.get(key)) changed.add(siteDataPartNamespace(key));
      plan.push({ lng, strings, hashes, changed, dataMoved: before.data !== dataHash });
    }
    if (plan.every((p) => p.changed.size === 0)) return 0;

    entry ??= loadEntry();
    const mod = await entry;
    const template = opts.template ?? fs.readFileSync(path.join(opts.webRoot!, "_template.html"), "utf8");
    const built = siteFiles(mod);
    // A stored article's page exists in the languages it is published in; its body travels in its own file only.
    const filesOf = (lng: Language): SiteFileKind[] => [
      ...built,
      ...[...(bodies.get(lng)?.keys() ?? [])].map((slug) => ({
        kind: "page" as const,
        path: storedArticlePath(slug),
        public: true,
      })),
    ];
    const dataOf = (lng: Language, what: SiteFileKind): SiteData => {
      const slug = what.kind === "page" ? storedArticleSlug(what.path) : null;
      const html = slug ? bodies.get(lng)?.get(slug) : undefined;
      return html === undefined ? data : { ...data, articleBody: { slug: slug!, html } };
    };
    const next = new Map(renderedWith);
    const out = new Map<string, string>();
    let drawn = 0;
    for (const { lng, strings, hashes, changed, dataMoved } of plan) {
      for (const what of filesOf(lng)) {
        const known = namespacesOf.get(siteFileKey(lng, what));
        if (known ? !known.some((ns) => changed.has(ns)) : changed.size === 0) {
          // A page that draws nothing of what changed still hands the site data on to the pages its visitor moves
          // to in the browser: its data block gets the new data (no render; a JSON swap).
          if (dataMoved) {
            const file = siteFileName(lng, what);
            const patched = withSiteData(currentHtml(file) ?? "", dataOf(lng, what));
            if (patched) out.set(file, patched);
          }
          continue;
        }
        const rendered = await renderSiteFile(mod, template, lng, what, { strings, data: dataOf(lng, what) });
        namespacesOf.set(siteFileKey(lng, what), rendered.namespaces);
        out.set(rendered.file, rendered.html);
        drawn++;
      }
      next.set(lng, { strings: hashes, data: dataHash, parts });
    }
    opts.replacePages(out);
    for (const [file, html] of out) served.set(file, html);
    renderedWith = next;
    logger.info("site re-rendered", {
      files: drawn,
      dataOnly: out.size - drawn,
      ms: Math.round(performance.now() - started),
    });
    return drawn;
  }

  /**
   * One render at a time. A request during one waits for a single follow-up render (shared by every request made
   * meanwhile), which sees everything changed by then; each caller gets the count of the render that included it.
   */
  function rerender(): Promise<number> {
    if (!running) {
      running = render()
        .catch((err: unknown) => {
          logger.error("site re-render failed", { error: String(err) });
          return 0;
        })
        .finally(() => {
          running = null;
        });
      return running;
    }
    queued ??= running.then(() => {
      queued = null;
      return rerender();
    });
    return queued;
  }

  async function warm() {
    entry ??= loadEntry!();
    const mod = await entry;
    const what = siteFiles(mod).find((f) => f.kind === "page" && f.path === "/");
    if (!what || !stopListening) return;
    const template = opts.template ?? fs.readFileSync(path.join(opts.webRoot!, "_template.html"), "utf8");
    const { db } = database;
    const [rows, data] = await Promise.all([contentRows(db), opts.loadSiteData?.(db)]);
    await renderSiteFile(mod, template, "en", what, { strings: publishedStrings(rows, "en"), data: data ?? {} });
  }

  return {
    async start() {
      readBuildNamespaces();
      stopListening = await database.listen(
        SITE_CHANNEL,
        (payload) => {
          if (!payload.startsWith(`${instance}:`)) void rerender();
        },
        () => void rerender(),
      );
      await rerender();
      // The first publication after a start paid for loading the SSR bundle and its first render (3.9 s and 7.2 s
      // on the two instances of the publish bench, against 0.7 s and 1.2 s after): both are paid a moment after the
      // start instead, off the request path, by rendering the home page once into nothing.
      if (loadEntry && opts.replacePages) {
        warmTimer = setTimeout(() => {
          warmTimer = null;
          warming = warm().catch((err: unknown) => logger.warn("site renderer warm-up failed", { error: String(err) }));
        }, 1000);
        warmTimer.unref();
      }
    },
    async stop() {
      if (warmTimer) clearTimeout(warmTimer);
      warmTimer = null;
      await stopListening?.();
      stopListening = null;
      await Promise.all([running, warming]);
    },
    async preview(itemId, lng, appPath, publicUrl) {
      if (!loadEntry) return null;
      entry ??= loadEntry();
      const mod = await entry;
      const what = siteFiles(mod).find((f) => f.kind === "page" && f.path === appPath);
      if (!what) return null;
      const template = opts.template ?? fs.readFileSync(path.join(opts.webRoot!, "_template.html"), "utf8");
      const { db } = database;
      const [rows, data, dates] = await Promise.all([contentRows(db), opts.loadSiteData?.(db), legalDates(db, itemId)]);
      const strings = withLegalDates(publishedStrings(rows, lng, { draftOf: itemId }), lng, dates);
      const { html } = await renderSiteFile(mod, template, lng, what, { strings, data: data ?? {} });
      return html.split(PUBLIC_URL_PLACEHOLDER).join(publicUrl);
    },
    async refresh(reason) {
      // The change is committed: the other instances are told at once and render beside this one (they waited for
      // this render before: the second instance's publish → served was this render plus its own, 1.6 s at p50).
      const notified = database.db.execute(sql`select pg_notify(${SITE_CHANNEL}, ${`${instance}:${reason}`})`);
      const n = await rerender();
      await notified;
      return n;
    },
  };
}
