import { sql } from "drizzle-orm";
import { DEFAULT_LANGUAGE, isLanguage, type Language } from "@common/locales";
import type { Db } from "../db/client";
import { user } from "../db/schema";

/**
 * The language of e-mails to a staff address: the language of the account with that address (the site language it
 * last used), never the visitor's; English when no account has it.
 */
export async function staffLocale(db: Db, email: string): Promise<Language> {
  const [row] = await db
    .select({ locale: user.locale })
    .from(user)
    .where(sql`lower(${user.email}) = ${email.trim().toLowerCase()}`)
    .limit(1);
  return row && isLanguage(row.locale) ? row.locale : DEFAULT_LANGUAGE;
}
