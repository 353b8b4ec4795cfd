import { chromium } from "@playwright/test";
const base = "http://localhost:4312";
const [,, pagesArg, widthsArg, langsArg] = process.argv;
const pages = pagesArg.split(",");
const widths = (widthsArg || "1440,390").split(",").map(Number);
const langs = (langsArg || "en").split(",");
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--headless","--no-sandbox","--disable-gpu","--disable-quic","--no-first-run","--disable-background-networking","--disable-component-update","--disable-sync"] });
for (const lang of langs) for (const w of widths) {
  const ctx = await browser.newContext({ viewport: { width: w, height: w < 500 ? 844 : 900 }, deviceScaleFactor: 1 });
  const page = await ctx.newPage();
  page.on("console", (m) => m.type() === "error" && console.log("CONSOLE", m.text()));
  if (process.env.INIT) await page.addInitScript((l) => { localStorage.setItem("lang", l); localStorage.setItem("cookie-consent", "all"); }, lang);
  for (const p of pages) {
    await page.goto(base + p, { waitUntil: "networkidle" });
    await page.waitForTimeout(300);
    const name = `/tmp/public-b/${lang}-${w}-${p.replace(/\//g, "_") || "home"}.png`;
    await page.screenshot({ path: name, fullPage: true });
    console.log(name);
  }
  await ctx.close();
}
await browser.close();
