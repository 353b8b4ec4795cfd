import { z } from "zod";
import { safeString } from "./text";

/** The support chat: conversations between visitors and staff, business hours. Callbacks: ./chat-callback.ts. */
export const CHAT_LIMITS = {
  message: 2000,
  email: 254,
  page: 300,
  name: 100,
  note: 500,
  /** Messages a conversation may send in CHAT_RATE.windowMs; more answer 429. */
  perConversation: 20,
  /** Chat messages and callbacks one address may send in CHAT_RATE.windowMs. */
  perIp: 60,
  /** New conversations and callbacks one address may start in CHAT_RATE.windowMs. */
  newPerIp: 10,
  windowMs: 10 * 60_000,
} as const;

/** Error texts are keys of the "widgets" locale namespace. */
export const CHAT_ERRORS = {
  required: "chat.errors.required",
  tooLong: "chat.errors.tooLong",
  email: "chat.errors.email",
  phone: "chat.errors.phone",
  country: "chat.errors.country",
  time: "chat.errors.time",
} as const;

const email = safeString({ error: CHAT_ERRORS.email })
  .trim()
  .max(CHAT_LIMITS.email, { error: CHAT_ERRORS.tooLong })
  .pipe(z.email({ error: CHAT_ERRORS.email }));

/** The page a visitor wrote from: a site path, nothing else. */
export const chatPageSchema = safeString()
  .trim()
  .max(CHAT_LIMITS.page)
  .regex(/^\/[^\s]*$/)
  .optional();

export const chatMessageSchema = z.object({
  body: safeString({ multiline: true, error: CHAT_ERRORS.required })
    .trim()
    .min(1, { error: CHAT_ERRORS.required })
    .max(CHAT_LIMITS.message, { error: CHAT_ERRORS.tooLong }),
  page: chatPageSchema,
  /** Optional: where the answer goes while nobody is online. */
  email: email.optional(),
});
export type ChatMessageInput = z.infer<typeof chatMessageSchema>;

/** The visitor's e-mail address for answers by e-mail ("" forgets it). */
export const chatEmailSchema = z.object({ email: z.union([z.literal(""), email]) });

export const CONVERSATION_KINDS = ["chat", "callback", "contact"] as const;
export type ConversationKind = (typeof CONVERSATION_KINDS)[number];
export const CONVERSATION_STATUSES = ["open", "closed"] as const;
export const CALLBACK_OUTCOMES = ["reached", "no_answer", "wrong_number", "not_interested", "converted"] as const;
export type CallbackOutcome = (typeof CALLBACK_OUTCOMES)[number];

/** Who wrote a message: the visitor, a person of the staff, or the product itself (marked as automatic). */
export type ChatSender = "visitor" | "staff" | "auto";

export interface ChatMessageDto {
  id: number;
  sender: ChatSender;
  /** For the automatic acknowledgement, the availability it stated (autoReplyBody): the widget writes it out. */
  body: string;
  authorName: string | null;
  createdAt: string;
}

export interface ChatAvailability {
  /** A person of the staff is online now. */
  online: boolean;
  /** Inside business hours. */
  withinHours: boolean;
  /** When business hours begin next (ISO), if not inside them now. */
  nextOpen: string | null;
  timeZone: string;
}

/**
 * What an automatic text (the acknowledgement, the callback's confirmation) may promise: a reply soon only while a
 * person is online; otherwise as soon as someone is back (inside business hours), or when the team is back (`back`,
 * ISO, the next opening; null when no business hours are set).
 */
export type StatedAvailability = { state: "online" } | { state: "soon" } | { state: "away"; back: string | null };

export function statedAvailability(a: ChatAvailability): StatedAvailability {
  if (a.online) return { state: "online" };
  if (a.withinHours) return { state: "soon" };
  return { state: "away", back: a.nextOpen };
}

/**
 * The automatic acknowledgement is stored with the availability it stated (its body: "" online, "soon", "away" or
 * "away:<ISO>"), so it reads the same after a reload as when it was sent; the widget writes it in the reader's language.
 */
export function autoReplyBody(a: ChatAvailability): string {
  const s = statedAvailability(a);
  return s.state === "online" ? "" : s.state === "soon" ? "soon" : s.back ? `away:${s.back}` : "away";
}

export function autoReplyStated(body: string): StatedAvailability {
  if (body === "soon") return { state: "soon" };
  if (body === "away") return { state: "away", back: null };
  if (body.startsWith("away:") && !Number.isNaN(Date.parse(body.slice(5))))
    return { state: "away", back: body.slice(5) };
  return { state: "online" };
}

/** Staff: a reply, the conversation's state, and turning a lead into an order. */
export const staffReplySchema = z.object({
  body: safeString({ multiline: true, error: CHAT_ERRORS.required })
    .trim()
    .min(1, { error: CHAT_ERRORS.required })
    .max(CHAT_LIMITS.message, { error: CHAT_ERRORS.tooLong }),
});

export const conversationPatchSchema = z
  .object({
    status: z.enum(CONVERSATION_STATUSES).optional(),
    assigneeId: safeString().trim().min(1).max(100).nullable().optional(),
    outcome: z.enum(CALLBACK_OUTCOMES).nullable().optional(),
    /** Link the conversation to an existing order (its code), or unlink with null. */
    orderCode: safeString()
      .trim()
      .max(20)
      .regex(/^ORD-\d{6,}$/i)
      .nullable()
      .optional(),
  })
  .refine((v) => Object.values(v).some((x) => x !== undefined), { error: "Nothing to change." });
export type ConversationPatch = z.infer<typeof conversationPatchSchema>;

export const presenceSchema = z.object({ online: z.boolean() });

export const inboxQuerySchema = z.object({
  status: z.enum(["open", "closed"]).default("open"),
  kind: z.enum(["all", ...CONVERSATION_KINDS]).default("all"),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

/** Business hours: the team's time zone, the days (0 = Sunday) and the hours it answers. */
const hhmm = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/);
export const businessHoursSchema = z
  .object({
    timeZone: z
      .string()
      .max(64)
      .refine((tz) => isTimeZone(tz), { error: "Unknown time zone." }),
    days: z.array(z.number().int().min(0).max(6)).max(7),
    start: hhmm,
    end: hhmm,
  })
  .refine((h) => h.start < h.end, { path: ["end"], error: "The end must be after the start." })
  .transform((h) => ({ ...h, days: [...new Set(h.days)].sort() }));
export type BusinessHours = z.infer<typeof businessHoursSchema>;

export const DEFAULT_BUSINESS_HOURS: BusinessHours = {
  timeZone: "UTC",
  days: [1, 2, 3, 4, 5],
  start: "09:00",
  end: "17:00",
};

/** A staff member counts as online while the inbox has said so within this long. */
export const PRESENCE_TTL_MS = 90_000;

export function isTimeZone(tz: string): boolean {
  try {
    new Intl.DateTimeFormat("en", { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}

/** The local weekday and minute of the day of an instant in a time zone. */
function localParts(at: Date, timeZone: string) {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    weekday: "short",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).formatToParts(at);
  const get = (t: string) => parts.find((p) => p.type === t)?.value ?? "";
  const day = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"].indexOf(get("weekday"));
  return { day, minute: Number(get("hour")) * 60 + Number(get("minute")) };
}

const minutesOf = (hm: string) => Number(hm.slice(0, 2)) * 60 + Number(hm.slice(3, 5));

export function isWithinHours(h: BusinessHours, at: Date): boolean {
  const { day, minute } = localParts(at, h.timeZone);
  return h.days.includes(day) && minute >= minutesOf(h.start) && minute < minutesOf(h.end);
}

/**
 * The next instant business hours begin after `at`, or null when no day is open: each of the next eight local days'
 * opening minute, corrected once where a daylight-saving change moves the local clock.
 */
export function nextOpening(h: BusinessHours, at: Date): Date | null {
  if (!h.days.length) return null;
  const start = minutesOf(h.start);
  const base = Math.floor(at.getTime() / 60_000) * 60_000;
  for (let d = 0; d <= 8; d++) {
    const t0 = base + d * 86_400_000;
    let candidate = t0 - (localParts(new Date(t0), h.timeZone).minute - start) * 60_000;
    const drift = start - localParts(new Date(candidate), h.timeZone).minute;
    if (drift) candidate += drift * 60_000;
    const when = new Date(candidate);
    if (candidate > at.getTime() && h.days.includes(localParts(when, h.timeZone).day)) return when;
  }
  return null;
}
