import { test as base, expect } from "@playwright/test";

/** Every test fails on a console error or an uncaught page error (hydration mismatches included). */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on("console", (msg) => {
        if (msg.type() !== "error") return;
        // A page served with 404 on purpose (the not-found page) reports its own status; that is no error.
        if (msg.text().startsWith("Failed to load resource") && msg.location().url === page.url()) return;
        errors.push(msg.text());
      });
      page.on("pageerror", (err) => errors.push(err.message));
      await use(errors);
      expect(errors, "console errors").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
