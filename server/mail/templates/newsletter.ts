import type { Language } from "@common/locales";
import { serverTexts } from "../../lib/i18n";
import { renderEmail } from "../render";

export function newsletterWelcomeEmail(lang: Language, unsubscribeUrl: string) {
  const t = serverTexts(lang, "emails");
  return renderEmail({
    lang,
    subject: t("newsletter.subject"),
    heading: t("newsletter.heading"),
    paragraphs: [t("newsletter.body")],
    action: { label: t("newsletter.unsubscribe"), url: unsubscribeUrl },
    footer: t("newsletter.footer"),
  });
}

const escape = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** The page the one-click unsubscribe link opens, in the subscriber's language. */
export function unsubscribePage(lang: Language, ok: boolean, homeUrl: string, brand: string): string {
  const t = serverTexts(lang, "emails");
  const title = t(ok ? "newsletter.pageTitle" : "newsletter.pageInvalidTitle", { brand });
  const body = t(ok ? "newsletter.pageDone" : "newsletter.pageInvalid", { brand });
  return `<!doctype html><html lang="${lang}" class="dark"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${escape(title)} | ${escape(brand)}</title></head><body style="margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;background:#0f0d1a;color:#f4f4f8;font-family:-apple-system,Segoe UI,Roboto,'Noto Sans',sans-serif"><main style="max-width:480px;margin:24px;padding:32px;background:#1a1729;border:1px solid #2e2a45;border-radius:16px"><p style="margin:0 0 16px;font-weight:800;color:#c4b5fd">${escape(brand)}</p><h1 style="margin:0 0 12px;font-size:24px">${escape(title)}</h1><p style="margin:0 0 24px;line-height:1.6;color:#c8c8d8">${escape(body)}</p><a href="${escape(homeUrl)}" style="color:#c4b5fd">${escape(t("newsletter.backHome", { brand }))}</a></main></body></html>`;
}
