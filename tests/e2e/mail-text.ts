/** Decodes quoted-printable soft breaks and =XX bytes. */
function decodeQuotedPrintable(text: string): string {
  const joined = text.replace(/=\r?\n/g, "");
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = joined[i] === "=" ? joined.slice(i + 1, i + 3) : "";
    if (/^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i]!, "utf8"));
    }
  }
  return Buffer.from(bytes).toString("utf8");
}

/**
 * A raw .eml made searchable: the message's header block as written (its header values are not quoted-printable: a
 * List-Unsubscribe URL's "token=4F…" must stay as it is), the body after it decoded.
 */
export function readableMail(raw: string): string {
  const end = raw.search(/\r?\n\r?\n/);
  if (end < 0) return raw;
  return raw.slice(0, end) + decodeQuotedPrintable(raw.slice(end));
}
