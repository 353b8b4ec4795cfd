import fs from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { prefersReducedMotion, scrollBehavior, scrollToTop } from "./motion";

function preferReduced(reduce: boolean) {
  vi.stubGlobal(
    "matchMedia",
    (query: string) =>
      ({
        matches: reduce && query === "(prefers-reduced-motion: reduce)",
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe("the motion preference", () => {
  it("scrolls smoothly by default and jumps when the user asks for less motion", () => {
    const scrollTo = vi.fn();
    vi.stubGlobal("scrollTo", scrollTo);
    preferReduced(false);
    expect(prefersReducedMotion()).toBe(false);
    scrollToTop();
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 0, behavior: "smooth" });
    preferReduced(true);
    expect(scrollBehavior()).toBe("auto");
    scrollToTop();
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 0, behavior: "auto" });
  });

  it("is the only place that asks for smooth motion in script", () => {
    const offenders: string[] = [];
    const walk = (folder: string) => {
      for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
        const file = path.join(folder, entry.name);
        if (entry.isDirectory()) walk(file);
        else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && !file.endsWith("motion.ts")) {
          const text = fs.readFileSync(file, "utf8");
          if (/behavior:\s*"smooth"|prefers-reduced-motion/.test(text)) offenders.push(path.relative(__dirname, file));
        }
      }
    };
    walk(path.join(__dirname, ".."));
    expect(offenders).toEqual([]);
  });
});
