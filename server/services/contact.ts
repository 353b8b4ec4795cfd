import type { ContactInput } from "@common/contact";
import type { Language } from "@common/locales";
import type { Db } from "../db/client";
import { contactMessages } from "../db/schema";

export async function createContactMessage(db: Db, input: ContactInput, locale: Language) {
  const [row] = await db
    .insert(contactMessages)
    .values({ name: input.name, email: input.email, service: input.service, message: input.message, locale })
    .returning({ id: contactMessages.id, createdAt: contactMessages.createdAt });
  return row!;
}
