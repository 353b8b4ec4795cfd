import { z } from "zod";

/**
 * Control characters refused in every text input: NUL (PostgreSQL cannot store it in text) and the other
 * C0/C1 controls. Multi-line fields keep tab, line feed and carriage return.
 */
// eslint-disable-next-line no-control-regex
const CONTROL_SINGLE_LINE = /[\u0000-\u001f\u007f-\u009f]/;
// eslint-disable-next-line no-control-regex
const CONTROL_MULTI_LINE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

export const CONTROL_CHARS_MESSAGE = "Remove control characters from this text.";

export function hasControlChars(value: string, multiline = false): boolean {
  return (multiline ? CONTROL_MULTI_LINE : CONTROL_SINGLE_LINE).test(value);
}

/**
 * The one builder for text inputs in the shared schemas: `z.string()` that refuses control characters
 * (all of them, or all but tab and line breaks with `multiline`), so no input reaches the database with a NUL.
 */
export function safeString(opts: { multiline?: boolean; error?: string } = {}) {
  const base = opts.error ? z.string({ error: opts.error }) : z.string();
  return base.refine((v) => !hasControlChars(v, opts.multiline), { error: CONTROL_CHARS_MESSAGE });
}
