import { BRAND_PLACEHOLDER } from "@common/company";
import type { Language } from "@common/locales";

export interface EmailContent {
  lang: Language;
  subject: string;
  heading: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  /** Small print under the message (why you got it, unsubscribe text...). */
  footer?: string;
}

const escape = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;");

/** One look for every e-mail: an HTML part with inline styles (mail clients drop stylesheets) and a plain-text part. */
export function renderEmail(c: EmailContent): { subject: string; html: string; text: string } {
  // pre-line: a paragraph's own line breaks (bank details, addresses) show as breaks, as in the text part.
  const paragraphs = c.paragraphs
    .map((p) => `<p style="margin:0 0 16px;line-height:1.6;color:#d4d4e0;white-space:pre-line">${escape(p)}</p>`)
    .join("");
  const action = c.action
    ? `<p style="margin:24px 0"><a href="${escape(c.action.url)}" style="display:inline-block;padding:12px 22px;border-radius:10px;background:#8b5cf6;color:#ffffff;text-decoration:none;font-weight:600">${escape(c.action.label)}</a></p><p style="margin:0 0 16px;font-size:12px;color:#9a9ab0;word-break:break-all">${escape(c.action.url)}</p>`
    : "";
  const footer = c.footer ? `<p style="margin:24px 0 0;font-size:12px;color:#8a8aa0">${escape(c.footer)}</p>` : "";
  const html = `<!doctype html><html lang="${c.lang}"><head><meta charset="utf-8"><title>${escape(c.subject)}</title></head><body style="margin:0;background:#0f0d1a;font-family:-apple-system,Segoe UI,Roboto,'Noto Sans',sans-serif"><div style="max-width:560px;margin:0 auto;padding:32px 24px"><p style="margin:0 0 24px;font-size:20px;font-weight:800;color:#c4b5fd">${BRAND_PLACEHOLDER}</p><div style="background:#1a1729;border:1px solid #2e2a45;border-radius:14px;padding:28px"><h1 style="margin:0 0 16px;font-size:22px;color:#ffffff">${escape(c.heading)}</h1>${paragraphs}${action}</div>${footer}</div></body></html>`;
  const text = [
    c.heading,
    "",
    ...c.paragraphs.flatMap((p) => [p, ""]),
    ...(c.action ? [`${c.action.label}: ${c.action.url}`, ""] : []),
    ...(c.footer ? ["--", c.footer] : []),
  ].join("\n");
  return { subject: c.subject, html, text };
}
