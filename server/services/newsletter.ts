import { randomBytes } from "node:crypto";
import { and, eq, isNotNull, isNull, sql } from "drizzle-orm";
import type { Language } from "@common/locales";
import { isLanguage } from "@common/locales";
import type { Db } from "../db/client";
import { newsletterSubscribers } from "../db/schema";

const newToken = () => randomBytes(24).toString("base64url");

/**
 * Subscribes an address. Returns the unsubscribe token when a welcome e-mail is due (a new or a
 * returning subscriber), null when the address is already subscribed.
 */
export async function subscribe(
  db: Db,
  email: string,
  locale: Language,
): Promise<{ token: string; locale: Language } | null> {
  const normalized = email.trim().toLowerCase();
  const inserted = await db
    .insert(newsletterSubscribers)
    .values({ email: normalized, locale, unsubscribeToken: newToken() })
    .onConflictDoNothing({ target: newsletterSubscribers.email })
    .returning({ token: newsletterSubscribers.unsubscribeToken });
  if (inserted[0]) return { token: inserted[0].token, locale };

  const [back] = await db
    .update(newsletterSubscribers)
    .set({ unsubscribedAt: null, locale, unsubscribeToken: newToken(), createdAt: sql`now()` })
    .where(and(eq(newsletterSubscribers.email, normalized), isNotNull(newsletterSubscribers.unsubscribedAt)))
    .returning({ token: newsletterSubscribers.unsubscribeToken });
  return back ? { token: back.token, locale } : null;
}

/** Unsubscribes the token's address; its language for the answer page, or null for an unknown token. */
export async function unsubscribe(db: Db, token: string): Promise<{ locale: Language } | null> {
  const [row] = await db
    .select({ id: newsletterSubscribers.id, locale: newsletterSubscribers.locale })
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.unsubscribeToken, token));
  if (!row) return null;
  await db
    .update(newsletterSubscribers)
    .set({ unsubscribedAt: new Date() })
    .where(and(eq(newsletterSubscribers.id, row.id), isNull(newsletterSubscribers.unsubscribedAt)));
  return { locale: isLanguage(row.locale) ? row.locale : "en" };
}
