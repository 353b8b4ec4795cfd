import fs from "node:fs";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import type { Browser, Page } from "@playwright/test";
import { expect } from "./fixtures";

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

/** A page that has hydrated (PageMeta marks <html data-hydrated>); screens without it (guards) still settle. */
export async function open(page: Page, url: string) {
  await page.goto(url);
  await page
    .waitForFunction(() => document.documentElement.dataset.hydrated === "true", null, { timeout: 10_000 })
    .catch(() => {});
  await expect(page.locator("h1").first()).toBeVisible();
}

/** @axe-core/playwright is typed against its own copy of playwright-core; the page object is the same at runtime. */
type AxePage = ConstructorParameters<typeof AxeBuilder>[0]["page"];

export interface AxeTally {
  checks: number;
  violations: string[];
}

/** Runs axe once on what the page shows now; every violation is recorded with where it was found. */
export async function axe(page: Page, where: string, tally: AxeTally) {
  const results = await new AxeBuilder({ page: page as unknown as AxePage }).withTags(AXE_TAGS).analyze();
  tally.checks++;
  for (const v of results.violations)
    tally.violations.push(
      `${where}: ${v.id} (${v.impact}) ${v.nodes
        .slice(0, 3)
        .map((n) => n.target.join(" "))
        .join(", ")}`,
    );
}

/** A context at one width in reduced motion (no half-faded element is measured mid-transition). */
export async function newA11yPage(browser: Browser, width: (typeof WIDTHS)[number], storageState?: string) {
  const context = await browser.newContext({
    viewport: { width: width.width, height: width.height },
    reducedMotion: "reduce",
    storageState,
  });
  return context.newPage();
}
