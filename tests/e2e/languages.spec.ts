import { E2E_ADMIN_EMAIL_DE } from "../../playwright.config";
import { enrollTwoFactor, linkFromOutbox, registerAndConfirm, uniqueEmail } from "./account-helpers";
import { skipCookieBanner } from "./consent";
import { expect, test } from "./fixtures";
import { powHeaders } from "./pow";
import { waitForMails, uniqueAddress } from "./requests-outbox";

/** Every language at its own URL (issue 9): /es /fr /de /zh /ja, prerendered in that language. */

const LANGS = ["en", "es", "fr", "de", "zh", "ja"];

test("the prerendered German page carries its language, title and absolute alternates", async ({
  request,
  baseURL,
}) => {
  const res = await request.get("/de/services");
  expect(res.status()).toBe(200);
  const html = await res.text();
  expect(html).toContain('<html lang="de"');
  expect(html).toContain("<title>Leistungen | Umbra</title>");
  expect(html).toContain(`<link rel="canonical" href="${baseURL}/de/services" />`);
  expect(html).toContain(`<meta property="og:url" content="${baseURL}/de/services" />`);
  expect(html).toContain('<meta property="og:locale" content="de_DE" />');
  for (const l of LANGS) {
    const href = l === "en" ? `${baseURL}/services` : `${baseURL}/${l}/services`;
    expect(html).toContain(`<link rel="alternate" hreflang="${l}" href="${href}" />`);
  }
  expect(html).toContain(`<link rel="alternate" hreflang="x-default" href="${baseURL}/services" />`);
  // The page's strings travel with it; the admin area's never do on a public page.
  const data = JSON.parse(/<script type="application\/json" id="i18n-data">(.*?)<\/script>/s.exec(html)![1]!);
  expect(data.lng).toBe("de");
  expect(Object.keys(data.resources)).toContain("services");
  expect(Object.keys(data.resources)).not.toContain("admin");
});

test("an unknown path under a prefix is that language's not-found page with 404", async ({ request }) => {
  const res = await request.get("/ja/no-such-page");
  expect(res.status()).toBe(404);
  const html = await res.text();
  expect(html).toContain('<html lang="ja"');
  expect(html).toContain("ページが見つかりません");
  expect(html).toContain('<meta name="robots" content="noindex" />');
});

test("private pages are prerendered per language and stay out of search", async ({ request }) => {
  const html = await (await request.get("/de/dashboard")).text();
  expect(html).toContain('<html lang="de"');
  expect(html).toContain('<meta name="robots" content="noindex" />');
});

test("the sitemap lists every page in every language with its alternates", async ({ request, baseURL }) => {
  const xml = await (await request.get("/sitemap.xml")).text();
  for (const l of LANGS) {
    const loc = l === "en" ? `${baseURL}/pricing` : `${baseURL}/${l}/pricing`;
    expect(xml).toContain(`<loc>${loc}</loc>`);
    expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="${l}" href="${loc}"/>`);
  }
  expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${baseURL}/pricing"/>`);
  expect(xml).not.toContain("/dashboard<");
});

test("switching language keeps the page, reloads in French and stays French across links", async ({ page }) => {
  await skipCookieBanner(page);
  await page.goto("/services/reputation#faq");
  await page.getByRole("banner").getByRole("button", { name: "Choose language" }).click();
  await page.getByRole("menuitemradio", { name: "Français" }).click();
  await expect(page).toHaveURL(/\/fr\/services\/reputation#faq$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "fr");
  await expect(page.getByRole("banner").getByRole("link", { name: "Tarifs" })).toBeVisible();

  await page.reload();
  await expect(page).toHaveURL(/\/fr\/services\/reputation#faq$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "fr");

  await page.getByRole("banner").getByRole("link", { name: "Tarifs" }).click();
  await expect(page).toHaveURL(/\/fr\/pricing$/);
  await expect(page).toHaveTitle(/Tarifs/);
  await expect(page.getByRole("heading", { level: 1 })).not.toHaveText(/pricing/i);

  // The choice is remembered: an unprefixed address opens in French.
  await page.goto("/about");
  await expect(page).toHaveURL(/\/fr\/about$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "fr");

  // And back to English.
  await page.getByRole("banner").getByRole("button", { name: "Choisir la langue" }).click();
  await page.getByRole("menuitemradio", { name: "English" }).click();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/about$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
});

test("a German visitor is sent to the German page, whose first HTML is German", async ({ browser }) => {
  const context = await browser.newContext({ locale: "de-DE" });
  const page = await context.newPage();
  const response = await page.goto("/services/shilling");
  await expect(page).toHaveURL(/\/de\/services\/shilling$/);
  // The document as it arrived, before any script ran.
  const html = await response!.text();
  expect(html).toContain('<html lang="de"');
  expect(html).toMatch(/<h1[^>]*>[^<]*Shilling/);
  expect(html).toContain("Leistungen");
  expect(html).not.toContain(">Services<");
  await expect(page.getByRole("banner").getByRole("link", { name: "Leistungen" })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath("german-first-screen.png") });
  await context.close();
});

test("a visitor without Accept-Language (a crawler) gets English with no redirect", async ({ playwright, baseURL }) => {
  const api = await playwright.request.newContext({ baseURL, extraHTTPHeaders: {} });
  const plain = await api.fetch("/services", { maxRedirects: 0, headers: { "accept-language": "" } });
  expect(plain.status()).toBe(200);
  expect(await plain.text()).toContain('<html lang="en"');
  const german = await api.fetch("/services?x=1", {
    maxRedirects: 0,
    headers: { "accept-language": "de-DE,de;q=0.9" },
  });
  expect(german.status()).toBe(302);
  expect(german.headers()["location"]).toBe("/de/services?x=1");
  expect(german.headers()["vary"]).toBe("Accept-Language, Cookie");
  await api.dispose();
});

test("the order wizard works under /de/ and the guest's e-mail links to German registration", async ({ page }) => {
  await skipCookieBanner(page);
  const email = uniqueAddress("order-de");
  await page.goto("/de/order/music");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Musikpromotion bestellen");
  await page.getByRole("radio").nth(1).check({ force: true });
  await page.getByRole("button", { name: "Weiter" }).click();
  await expect(page.getByRole("heading", { name: "Projektdetails" })).toBeVisible();
  await page.getByLabel("Projektname").fill("Sommersingle");
  await page.getByLabel("Projektbeschreibung").fill("Die neue Single überall bekannt machen.");
  await page.getByLabel("Ihr Name").fill("Nina Müller");
  await page.getByLabel("E-Mail-Adresse", { exact: true }).fill(email);
  await page.getByRole("button", { name: "Anfrage senden" }).click();
  await expect(page.getByText("Anfrage erfolgreich gesendet!")).toBeVisible();
  await expect(page).toHaveURL(/\/de\/services$/);

  // A guest is invited to register with the address filled in, to follow the order (issue 10).
  const [mail] = await waitForMails(email);
  expect(mail).toMatch(/\/de\/register\?email=/);
  expect(mail).not.toMatch(/:\d+\/register/);
});

test("sign-up works under /de/ and the confirmation link leads to the German dashboard", async ({ page }) => {
  test.setTimeout(120_000);
  await skipCookieBanner(page);
  const email = uniqueEmail("register-de");
  await page.goto("/de/register");
  await expect(page.getByRole("heading", { level: 1, name: "Konto erstellen" })).toBeVisible();
  await page.getByLabel("Vollständiger Name").fill("Jana Sprache");
  await page.getByLabel("E-Mail", { exact: true }).fill(email);
  await page.getByLabel("Passwort", { exact: true }).fill("Erstes-passw0rt!");
  const question = (await page.getByText(/Wie viel ist -?\d+ [+−×] \d+\?/).textContent()) ?? "";
  const [, a, op, b] = question.match(/(\d+) ([+−×]) (\d+)/)!;
  const answer = op === "+" ? Number(a) + Number(b) : op === "−" ? Number(a) - Number(b) : Number(a) * Number(b);
  await page.getByRole("textbox", { name: "Ihre Antwort" }).fill(String(answer));
  await page.getByRole("checkbox").check();
  await page.getByRole("button", { name: "Konto erstellen" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Registrierung erfolgreich!" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Zur Anmeldung" })).toHaveAttribute("href", "/de/login");

  const link = await linkFromOutbox(email, "verify-email");
  expect(decodeURIComponent(link)).toContain("callbackURL=/de/dashboard");
  await page.goto(link);
  await expect(page).toHaveURL(/\/de\/dashboard$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "de");

  // Signing out from the German header stays German.
  await page.getByRole("banner").getByRole("button", { name: "Abmelden" }).click();
  await expect(page).toHaveURL(/\/de\/login$/);
});

test("an admin changes a status under /de/admin and the client's e-mail links to their language", async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  await skipCookieBanner(page);
  // A client orders in Japanese.
  const clientEmail = uniqueAddress("status-ja");
  const created = await request.post("/api/orders", {
    headers: { "accept-language": "ja", "x-forwarded-for": "10.9.8.7", ...(await powHeaders(request)) },
    data: {
      serviceId: "shilling",
      servicePlan: "professional",
      projectName: "Album",
      projectDescription: "",
      projectDeadline: null,
      projectGoals: [],
      contactName: "Yuki",
      contactEmail: clientEmail,
      contactPhone: "",
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { order } = (await created.json()) as { order: { code: string } };

  const admin = await registerAndConfirm(page, { email: E2E_ADMIN_EMAIL_DE });
  // Admins need two-factor authentication before the admin area opens.
  await enrollTwoFactor(page.context().request, admin.password);
  await page.goto(`/de/admin/orders?q=${order.code}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Bestellungen");
  await page
    .getByRole("table")
    .getByRole("button", { name: `Bestellung ${order.code} öffnen` })
    .click();
  const sheet = page.getByRole("dialog");
  await page.getByRole("combobox", { name: "Neuer Status" }).click();
  await page.getByRole("option", { name: "In Bearbeitung", exact: true }).click();
  await sheet.getByRole("button", { name: "Status aktualisieren" }).click();
  await expect(page.getByText("Bestellstatus geändert auf In Bearbeitung")).toBeVisible();
  await expect(page).toHaveURL(/\/de\/admin\/orders/);

  const mails = await waitForMails(clientEmail, 2);
  // The acknowledgement and the status change, both in Japanese: the guest's acknowledgement links to Japanese
  // registration, the status change to the Japanese client portal.
  expect(mails.filter((m) => m.includes(order.code))).toHaveLength(2);
  expect(mails.filter((m) => /\/ja\/register\?email=/.test(m))).toHaveLength(1);
  expect(mails.filter((m) => /\/ja\/dashboard/.test(m))).toHaveLength(1);
});

test("an unknown order service under /de/ is a German 404 that draws the order screen's own not-found view", async ({
  page,
}) => {
  const response = await page.goto("/de/order/no-such-service");
  expect(response!.status()).toBe(404);
  expect(await response!.text()).toContain("Leistung nicht gefunden");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Leistung nicht gefunden");
  await page.getByRole("link", { name: "Zurück zu den Leistungen" }).click();
  await expect(page).toHaveURL(/\/de\/services$/);
});
