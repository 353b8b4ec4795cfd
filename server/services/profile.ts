import { eq } from "drizzle-orm";
import { DEFAULT_LANGUAGE, isLanguage, type Language } from "@common/locales";
import type { ProfileResponse } from "@common/profile";
import type { Db } from "../db/client";
import { profiles, user } from "../db/schema";

export class UsernameTakenError extends Error {}

export async function getProfile(db: Db, userId: string): Promise<ProfileResponse | null> {
  const [row] = await db
    .select({
      email: user.email,
      name: user.name,
      username: profiles.username,
      fullname: profiles.fullname,
      bio: profiles.bio,
      locale: user.locale,
    })
    .from(user)
    .leftJoin(profiles, eq(profiles.id, user.id))
    .where(eq(user.id, userId));
  if (!row) return null;
  return {
    email: row.email,
    username: row.username ?? "",
    fullname: row.fullname ?? row.name,
    bio: row.bio ?? "",
    emailLocale: isLanguage(row.locale) ? row.locale : DEFAULT_LANGUAGE,
  };
}

const isUniqueViolation = (err: unknown): boolean => {
  for (let e: unknown = err; e; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: string }).code === "23505") return true;
  }
  return false;
};

/**
 * Saves username, fullname and bio, and the language of the account's e-mails when one was chosen (the account's
 * `locale`: set at sign-up from the site language, afterwards changed only here).
 */
export async function saveProfile(
  db: Db,
  userId: string,
  { emailLocale, ...input }: { username: string; fullname: string; bio: string; emailLocale?: Language },
): Promise<void> {
  try {
    await db.transaction(async (tx) => {
      await tx
        .insert(profiles)
        .values({ id: userId, ...input })
        .onConflictDoUpdate({ target: profiles.id, set: { ...input, updatedAt: new Date() } });
      // The name is the account's name too.
      await tx
        .update(user)
        .set({ name: input.fullname, ...(emailLocale ? { locale: emailLocale } : {}) })
        .where(eq(user.id, userId));
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw new UsernameTakenError();
    throw err;
  }
}
