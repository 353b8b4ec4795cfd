import type { ReactNode } from "react";

const URL_RE = /https?:\/\/[^\s<>"'`]+/gi;
/** Punctuation that ends a sentence rather than a link ("see https://x.test/a."). */
const TRAILING = /[.,;:!?)\]}'"»」』]+$/;

function safeHref(candidate: string): string | null {
  try {
    const url = new URL(candidate);
    return url.protocol === "http:" || url.protocol === "https:" ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * Plain text with its http(s) links made clickable. Everything else stays text (React escapes it), so a message
 * can never inject markup; other schemes (javascript:, data:) are never links.
 */
export function linkify(text: string): ReactNode[] {
  const out: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(URL_RE)) {
    const raw = match[0];
    const trail = raw.match(TRAILING)?.[0] ?? "";
    const link = raw.slice(0, raw.length - trail.length);
    const href = safeHref(link);
    const start = match.index;
    if (!href) continue;
    if (start > last) out.push(text.slice(last, start));
    out.push(
      <a
        key={start}
        href={href}
        target="_blank"
        rel="noopener noreferrer nofollow"
        className="break-all text-primary underline underline-offset-2"
      >
        {link}
      </a>,
    );
    last = start + link.length;
  }
  if (last < text.length) out.push(text.slice(last));
  return out;
}
