// Temporary screenshot script (not committed).
import fs from "node:fs/promises";
import path from "node:path";
import { chromium, type Page } from "@playwright/test";

const base = "http://127.0.0.1:4373";
const dataDir = process.env.SHOT_DATA!;
const out = "/tmp/ws/shots";

async function link(email: string, part: string) {
  for (let i = 0; i < 50; i++) {
    const files = (await fs.readdir(path.join(dataDir, "outbox")).catch(() => [])).filter((f) => f.includes(email)).sort().reverse();
    for (const f of files) {
      const t = (await fs.readFile(path.join(dataDir, "outbox", f), "utf8")).replace(/=\r?\n/g, "").replace(/=3D/g, "=");
      const l = t.match(/https?:\/\/[^\s"<>]+/g)?.find((x) => x.includes(part));
      if (l) return l.replace(/&amp;/g, "&");
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error("no link " + part);
}

async function register(page: Page, email: string, name: string) {
  const c = await (await page.request.get(`${base}/api/captcha`)).json();
  const a = c.op === "+" ? c.a + c.b : c.op === "-" ? c.a - c.b : c.a * c.b;
  await page.request.post(`${base}/api/auth/sign-up/email`, {
    headers: { "x-captcha-token": c.token, "x-captcha-answer": String(a) },
    data: { email, password: "Shot-passw0rd!", name, callbackURL: "/dashboard" },
  });
  await page.request.get(await link(email, "verify-email"), { maxRedirects: 0 });
}

const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--headless", "--no-sandbox", "--disable-gpu"] });
const ctx = await browser.newContext();
const client = await ctx.newPage();
await client.addInitScript(() => localStorage.setItem("cookie-consent", "essential"));
await register(client, "shot-client@example.com", "Clara Client");
const order = await (
  await client.request.post(`${base}/api/orders`, {
    data: { serviceId: "music", servicePlan: "professional", projectName: "Herbst-Single", projectDescription: "Launch of our autumn single across streaming platforms.", projectDeadline: null, projectGoals: ["Top 50 playlist"], contactName: "Clara Client", contactEmail: "shot-client@example.com", contactPhone: "" },
  })
).json();
const code = order.order.code;
await client.request.post(`${base}/api/orders/${code}/messages`, { data: { body: "Hallo! Unser Pressekit: https://example.com/kit — bitte ansehen." } });
const actx = await browser.newContext();
const admin = await actx.newPage();
await admin.addInitScript(() => localStorage.setItem("cookie-consent", "essential"));
await register(admin, "shot-admin@example.com", "Sam Staff");
await admin.request.put(`${base}/api/admin/orders/${code}/assignment`, { data: { assigneeId: null, dueDate: "2030-05-17" } });
await admin.request.post(`${base}/api/admin/orders/${code}/messages`, { data: { body: "Danke, wir starten am Montag. Details: https://example.com/plan" } });
await client.request.post(`${base}/api/orders/${code}/messages`, { data: { body: "Super, danke!" } });

for (const lng of ["de", "ja"]) {
  for (const width of [390, 1440]) {
    await client.setViewportSize({ width, height: 900 });
    await client.goto(`${base}/${lng}/dashboard/orders/${code}`);
    await client.waitForTimeout(1500);
    await client.screenshot({ path: `${out}/client-${lng}-${width}.png`, fullPage: true });
    await client.goto(`${base}/${lng}/dashboard`);
    await client.waitForTimeout(1200);
    await client.screenshot({ path: `${out}/dash-${lng}-${width}.png`, fullPage: false });
    await admin.setViewportSize({ width, height: 900 });
    await admin.goto(`${base}/${lng}/admin/orders?view=attention`);
    await admin.waitForTimeout(1500);
    await admin.screenshot({ path: `${out}/attention-${lng}-${width}.png` });
    await admin.goto(`${base}/${lng}/admin/orders/${code}`);
    await admin.waitForTimeout(1800);
    await admin.screenshot({ path: `${out}/sheet-${lng}-${width}.png` });
    await admin.goto(`${base}/${lng}/admin`);
    await admin.waitForTimeout(1500);
    await admin.screenshot({ path: `${out}/admindash-${lng}-${width}.png` });
  }
}
await client.goto(`${base}/ja/order/music?plan=enterprise`);
await client.waitForTimeout(1500);
await client.screenshot({ path: `${out}/wizard-ja.png` });
await browser.close();
console.log("shots done", code);
