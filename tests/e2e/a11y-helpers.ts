import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import type { Browser, Page } from "@playwright/test";
import { expect, waitForHydration } from "./fixtures";

export const LANGUAGES = ["en", "es", "fr", "de", "zh", "ja"] as const;
export type Lang = (typeof LANGUAGES)[number];
export const WIDTHS = [
  { name: "phone", width: 390, height: 844 },
  { name: "desktop", width: 1440, height: 900 },
] as const;

/** The WCAG 2.0–2.2 A/AA rules; every impact fails (not only serious and critical). */
export const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

const localesDir = path.resolve(import.meta.dirname, "../../src/i18n/locales");
const cache = new Map<string, Record<string, unknown>>();

/** A string of the app's own locale files, so that one test reads every language (`tr("de", "order", "actions.next")`). */
export function tr(lang: Lang, ns: string, key: string, vars: Record<string, string> = {}): string {
  const file = `${lang}/${ns}`;
  if (!cache.has(file)) cache.set(file, JSON.parse(fs.readFileSync(path.join(localesDir, `${file}.json`), "utf8")));
  let node: unknown = cache.get(file);
  for (const part of key.split(".")) node = (node as Record<string, unknown>)?.[part];
  if (typeof node !== "string") throw new Error(`no string ${file}:${key}`);
  return node.replace(/\{\{(\w+)\}\}/g, (_m, name: string) => vars[name] ?? "");
}

export const localized = (lang: Lang, p: string) => (lang === "en" ? p : `/${lang}${p === "/" ? "/" : p}`);

/** A full page load that has hydrated (PageMeta marks <html data-hydrated>); guarded screens still settle. */
export async function open(page: Page, url: string) {
  await page.goto(url);
  await waitForHydration(page);
  await expect(page.locator("h1").first()).toBeVisible();
}

/**
 * A client-side navigation, as a click on a link makes it (react-router follows popstate): no reload, so no
 * new JavaScript to parse and no new axe to inject. Returns once the new screen (not the loading state) shows.
 */
export async function go(page: Page, url: string) {
  await page.evaluate((u) => {
    window.history.pushState(null, "", u);
    window.dispatchEvent(new PopStateEvent("popstate"));
  }, url);
  await page.waitForFunction(
    (u) =>
      window.location.pathname + window.location.search === u &&
      // Not while a lazy screen or its data is loading (spinner, skeletons).
      !document.querySelector(
        'main [role="status"][aria-live], main [aria-busy="true"], main .animate-pulse, main .animate-spin',
      ) &&
      !!document.querySelector("h1"),
    url,
  );
  await expect(page.locator("h1").first()).toBeVisible();
}

/**
 * axe-core itself (the engine of @axe-core/playwright), put into every document by an init script: injected
 * once per page load instead of once per check, and asked for violations only (the slow part of a run is
 * collecting passes).
 */
export const AXE_SOURCE = createRequire(import.meta.url).resolve("axe-core/axe.min.js");

export interface AxeTally {
  checks: number;
  violations: string[];
}

interface Found {
  id: string;
  impact: string;
  targets: string[];
}

/** Runs axe once on what the page shows now; every violation is recorded with where it was found. */
export async function axe(page: Page, where: string, tally: AxeTally) {
  const found = await page.evaluate(async (tags) => {
    // Let the page settle first: a resize observer and the render it causes (a table that has just grown wider
    // becomes a tab stop) land within the next frames; axe measuring in between would see a half-done state.
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(r, 0))));
    // Nor mid-transition: a toast fading in has, for a few frames, text whose contrast against the half-opaque
    // toast is below AA. Every finite animation or transition running now ends first (spinners loop forever and
    // are left alone).
    await Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    );
    const engine = (window as unknown as { axe: { run: (ctx: Document, options: object) => Promise<unknown> } }).axe;
    const result = (await engine.run(document, {
      runOnly: { type: "tag", values: tags },
      resultTypes: ["violations"],
    })) as { violations: { id: string; impact: string; nodes: { target: string[] }[] }[] };
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      targets: v.nodes.slice(0, 3).map((n) => n.target.join(" ")),
    }));
  }, AXE_TAGS);
  tally.checks++;
  if (process.env.A11Y_DEBUG) console.log(`${new Date().toISOString()} ${where} ${found.length}`);
  for (const v of found as Found[]) tally.violations.push(`${where}: ${v.id} (${v.impact}) ${v.targets.join(", ")}`);
}

/** A context at one width in reduced motion (no half-faded element is measured mid-transition), axe preloaded. */
export async function newA11yPage(browser: Browser, width: (typeof WIDTHS)[number], storageState?: string) {
  const context = await browser.newContext({
    viewport: { width: width.width, height: width.height },
    reducedMotion: "reduce",
    storageState,
  });
  await context.addInitScript({ path: AXE_SOURCE });
  return context.newPage();
}
