import { sql } from "drizzle-orm";
import { DEFAULT_LANGUAGE, isLanguage, type Language } from "@common/locales";
import type { Db } from "../db/client";
import { user } from "../db/schema";

/**
 * The language of e-mails to a staff address: the language for e-mails of the account with that address (chosen on
 * its profile; until then the site language it signed up in), never the visitor's; English when no account has it.
 */
export async function staffLocale(db: Db, email: string): Promise<Language> {
  const [row] = await db
    .select({ locale: user.locale })
    .from(user)
    .where(sql`lower(${user.email}) = ${email.trim().toLowerCase()}`)
    .limit(1);
  return row && isLanguage(row.locale) ? row.locale : DEFAULT_LANGUAGE;
}
