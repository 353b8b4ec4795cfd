import { createHmac, randomUUID, timingSafeEqual } from "node:crypto";

/**
 * A conversation belongs to the browser holding its cookie: the id with an HMAC of it, so that knowing an id (from
 * a log, a screenshot) is never enough. A resume link in an e-mail carries a token of another purpose that expires.
 */
export const CHAT_COOKIE = "chat_conversation";
export const CHAT_COOKIE_MAX_AGE = 180 * 86_400;
export const RESUME_TTL_MS = 30 * 86_400_000;

const mac = (secret: string, purpose: string, value: string) =>
  createHmac("sha256", `chat:${purpose}:${secret}`).update(value).digest("base64url");

const same = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

export const newConversationId = () => randomUUID();

export function signConversation(secret: string, id: string): string {
  return `${id}.${mac(secret, "cookie", id)}`;
}

/** The conversation id a cookie names, or null when it is missing, malformed or not signed by this server. */
export function conversationOfCookie(secret: string, value: string | undefined): string | null {
  if (!value || value.length > 200) return null;
  const dot = value.lastIndexOf(".");
  if (dot <= 0) return null;
  const id = value.slice(0, dot);
  return same(value.slice(dot + 1), mac(secret, "cookie", id)) ? id : null;
}

export function resumeToken(secret: string, id: string, now = Date.now()): string {
  const exp = Math.floor((now + RESUME_TTL_MS) / 1000).toString(36);
  return `${id}.${exp}.${mac(secret, "resume", `${id}.${exp}`)}`;
}

export function conversationOfResumeToken(secret: string, token: string, now = Date.now()): string | null {
  if (token.length > 200) return null;
  const parts = token.split(".");
  if (parts.length !== 3) return null;
  const [id, exp, sig] = parts as [string, string, string];
  if (!same(sig, mac(secret, "resume", `${id}.${exp}`))) return null;
  const expires = parseInt(exp, 36) * 1000;
  return Number.isFinite(expires) && expires > now ? id : null;
}
