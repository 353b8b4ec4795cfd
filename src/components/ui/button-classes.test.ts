/**
 * Button joins its classes with clsx, not tailwind-merge (src/components/ui/button.tsx: the header's buttons are
 * on every first load). That is only right while no class a caller passes fights one of the variant's: this test
 * reads every <Button> in the app and compares clsx's join with what tailwind-merge would keep.
 */
import fs from "node:fs";
import path from "node:path";
import { clsx } from "clsx";
import { twMerge } from "tailwind-merge";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { BUTTON_VARIANTS, buttonVariants } from "./button";
import { BADGE_VARIANTS, badgeVariants } from "./badge";
import { INPUT_CLASSES } from "./input";

const SRC = path.resolve(__dirname, "../..");

type Value = string | null | undefined;

function tsxFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return tsxFiles(full);
    return e.name.endsWith(".tsx") && !e.name.includes(".test.") ? [full] : [];
  });
}

/** Every value an attribute's expression can take, when it is made of string literals (a ? "x" : "y", null). */
function values(expr: ts.Expression | undefined): Value[] | "unknown" {
  if (!expr) return [undefined];
  if (ts.isStringLiteral(expr) || ts.isNoSubstitutionTemplateLiteral(expr)) return [expr.text];
  if (expr.kind === ts.SyntaxKind.NullKeyword) return [null];
  if (ts.isParenthesizedExpression(expr)) return values(expr.expression);
  if (ts.isConditionalExpression(expr)) {
    const a = values(expr.whenTrue);
    const b = values(expr.whenFalse);
    return a === "unknown" || b === "unknown" ? "unknown" : [...a, ...b];
  }
  return "unknown";
}

/** An attribute's possible values: undefined when it is not given (the default variant), null when it is null. */
function attribute(node: ts.JsxAttributes, name: string): Value[] | "unknown" {
  for (const prop of node.properties) {
    if (!ts.isJsxAttribute(prop) || prop.name.getText() !== name) continue;
    const init = prop.initializer;
    if (!init) return "unknown";
    if (ts.isStringLiteral(init)) return [init.text];
    if (ts.isJsxExpression(init)) return values(init.expression);
    return "unknown";
  }
  return [undefined];
}

interface Site {
  where: string;
  variant: Value[] | "unknown";
  size: Value[] | "unknown";
  className: Value[] | "unknown";
  /** The file merges classes itself (imports `cn`, which is tailwind-merge). */
  mergesItself: boolean;
}

const TAGS = ["Button", "Input", "Badge"] as const;

/** Every <Button>, <Input> and <Badge> of the app, by tag: each file read and parsed once. */
function readSites(): Record<(typeof TAGS)[number], Site[]> {
  const sites = { Button: [] as Site[], Input: [] as Site[], Badge: [] as Site[] };
  for (const file of tsxFiles(SRC)) {
    const text = fs.readFileSync(file, "utf8");
    if (!TAGS.some((tag) => text.includes(`<${tag}`))) continue;
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
    const visit = (node: ts.Node) => {
      const tag = (ts.isJsxOpeningElement(node) || ts.isJsxSelfClosingElement(node)) && node.tagName.getText();
      if (tag && (TAGS as readonly string[]).includes(tag)) {
        const line = source.getLineAndCharacterOfPosition(node.getStart()).line + 1;
        sites[tag as (typeof TAGS)[number]].push({
          where: `${path.relative(SRC, file)}:${line}`,
          variant: attribute(node.attributes, "variant"),
          size: attribute(node.attributes, "size"),
          className: attribute(node.attributes, "className"),
          mergesItself: /import \{[^}]*\bcn\b[^}]*\} from "@\/lib\/cn"/.test(text),
        });
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return sites;
}

const SITES = readSites();

/**
 * Call sites whose className is worked out at run time, with every class they can add. A new one fails the
 * test below until it is listed here (and then checked like the others).
 */
const COMPUTED: Record<string, string[]> = {
  // The selector passes its own className through; no caller gives one today.
  "components/layout/language-button.tsx": [""],
  "features/widgets/back-to-top.tsx": [
    "fixed right-5 bottom-24 z-30 size-11 justify-center rounded-full border text-center text-sm font-medium shadow-lg transition-all sm:right-7 sm:bottom-26 [&_svg]:size-4 translate-y-0 opacity-100",
    "fixed right-5 bottom-24 z-30 size-11 justify-center rounded-full border text-center text-sm font-medium shadow-lg transition-all sm:right-7 sm:bottom-26 [&_svg]:size-4 pointer-events-none translate-y-3 opacity-0",
  ],
};

/** The classes of `own` and `className` that tailwind-merge would drop and clsx keeps: the ones that fight. */
function dropped(own: string, className: Value): string[] {
  const kept = new Set(twMerge(own, className ?? "").split(" "));
  return clsx(own, className)
    .split(" ")
    .filter((c) => !kept.has(c));
}

const fights = (variant: Value, size: Value, className: Value) =>
  dropped(buttonVariants({ variant: variant as never, size: size as never }), className);

describe("Button's classes", () => {
  const sites = SITES.Button;

  it("finds the app's buttons", () => {
    expect(sites.length).toBeGreaterThan(100);
  });

  it("no variant fights its own size (each variant × size, joined as tailwind-merge would keep them)", () => {
    const clashes: string[] = [];
    for (const variant of [...Object.keys(BUTTON_VARIANTS.variant), null])
      for (const size of [...Object.keys(BUTTON_VARIANTS.size), null]) {
        const fought = fights(variant, size, "");
        if (fought.length) clashes.push(`${variant}/${size}: ${fought.join(" ")}`);
      }
    expect(clashes).toEqual([]);
  });

  it("no call site passes a class that fights the variant's (tailwind-merge would drop one of them)", () => {
    const clashes: string[] = [];
    for (const site of sites) {
      const file = site.where.replace(/:\d+$/, "");
      // variant={null} size={null} with a className the file merges itself (cn(buttonVariants(…), …)): the caller
      // draws the whole button, already merged.
      const callerDraws =
        site.variant !== "unknown" &&
        site.variant.every((v) => v === null) &&
        site.size !== "unknown" &&
        site.size.every((v) => v === null);
      if (site.className === "unknown" && callerDraws && site.mergesItself) continue;
      // No className: nothing to fight (every variant × size is checked above), whatever the variant.
      if (site.className !== "unknown" && site.className.every((c) => c === undefined)) continue;
      const classNames = site.className === "unknown" ? COMPUTED[file] : site.className;
      if (!classNames || site.variant === "unknown" || site.size === "unknown") {
        clashes.push(`${site.where}: computed variant, size or className not listed in COMPUTED`);
        continue;
      }
      for (const variant of site.variant)
        for (const size of site.size)
          for (const className of classNames) {
            const fought = fights(variant, size, className);
            if (fought.length) clashes.push(`${site.where} (${variant}/${size} "${className}"): ${fought.join(" ")}`);
          }
    }
    expect(clashes).toEqual([]);
  });
});

describe("Input's classes", () => {
  const sites = SITES.Input;

  it("finds the app's fields", () => {
    expect(sites.length).toBeGreaterThan(20);
  });

  it("no call site passes a class that fights the field's own (tailwind-merge would drop one of them)", () => {
    const clashes: string[] = [];
    for (const site of sites) {
      if (site.className === "unknown") {
        clashes.push(`${site.where}: a computed className (pass a static one)`);
        continue;
      }
      for (const className of site.className) {
        for (const height of ["h-9", "h-10"]) {
          const fought = dropped(`${INPUT_CLASSES} ${height}`, className);
          if (fought.length) clashes.push(`${site.where} "${className}": ${fought.join(" ")}`);
        }
      }
    }
    expect(clashes).toEqual([]);
  });
});

describe("Badge's classes", () => {
  const sites = SITES.Badge;

  it("no call site passes a class that fights the variant's", () => {
    const clashes: string[] = [];
    for (const site of sites) {
      // A computed className (the tier card's, from its own table of looks) is not read here.
      if (site.className === "unknown" || site.className.every((c) => c === undefined)) continue;
      // A computed variant: every one it could be.
      const variants = site.variant === "unknown" ? [...Object.keys(BADGE_VARIANTS.variant), null] : site.variant;
      for (const variant of variants)
        for (const className of site.className) {
          const fought = dropped(badgeVariants({ variant: variant as never }), className);
          if (fought.length) clashes.push(`${site.where} "${className}": ${fought.join(" ")}`);
        }
    }
    expect(clashes).toEqual([]);
  });
});
