import { autoReplyStated, type ChatMessageDto, type StatedAvailability } from "@common/chat";
import { ApiClientError } from "@/lib/api-client";
import { CHAT_TEXTS } from "./chat-config";

/** One entry of the message log, whatever its source (the server, the outbox, the product's own greeting). */
export interface ChatLine {
  key: string;
  /** "team": the local greeting and welcome-back (not stored); "auto": the stored automatic acknowledgement. */
  from: "visitor" | "staff" | "auto" | "team";
  /** The message; for "team" and "auto" a locale key of the widgets namespace, shown in the reader's language. */
  text: string;
  /** The staff member's first name. */
  author: string | null;
  /** The return time an automatic text names (ISO), written in the reader's language and clock. */
  when?: string;
  at: number;
  /** Visitor messages not stored yet ("sending") or refused ("failed", with the reason's locale key). */
  state?: "sending" | "failed";
  error?: string;
}

/** A visitor message on its way to the server, or refused by it. */
export interface Outgoing {
  key: string;
  body: string;
  at: number;
  state: "sending" | "failed";
  error?: string;
}

/** Messages by id, each once (the stream resends what a reconnect may have missed), in the order they were stored. */
export function mergeMessages(a: readonly ChatMessageDto[], b: readonly ChatMessageDto[]): ChatMessageDto[] {
  const byId = new Map<number, ChatMessageDto>();
  for (const m of a) byId.set(m.id, m);
  for (const m of b) byId.set(m.id, m);
  return [...byId.values()].sort((x, y) => x.id - y.id);
}

/** "Wed 10:00 AM": when the team is back, as the header and the automatic texts say it. */
export function formatBack(language: string, iso: string): string {
  return new Intl.DateTimeFormat(language, { weekday: "short", hour: "numeric", minute: "2-digit" }).format(
    new Date(iso),
  );
}

/**
 * The locale key of an automatic text (`kind`: the chat's acknowledgement or the callback's confirmation) for the
 * availability it states, and the return time it names: a reply "shortly" only while someone is online.
 */
export function statedText(kind: "reply" | "callback", s: StatedAvailability): { key: string; when?: string } {
  if (s.state === "online") return { key: kind === "reply" ? CHAT_TEXTS.autoReply : "chat.callbackToast.description" };
  if (s.state === "soon") return { key: `chat.stated.${kind}.soon` };
  return s.back ? { key: `chat.stated.${kind}.away`, when: s.back } : { key: `chat.stated.${kind}.awayNoTime` };
}

export const firstName = (name: string | null) => name?.trim().split(/\s+/)[0] || null;

export function buildLines(input: {
  greetedAt: number | null;
  welcomedAt: number | null;
  messages: readonly ChatMessageDto[];
  held: ReadonlySet<number>;
  outbox: readonly Outgoing[];
}): ChatLine[] {
  const lines: ChatLine[] = [];
  const team = (key: string, text: string, at: number) => lines.push({ key, from: "team", text, author: null, at });
  if (input.greetedAt !== null) team("greeting", CHAT_TEXTS.greeting, input.greetedAt);
  if (input.welcomedAt !== null) team("welcome", CHAT_TEXTS.welcomeBack, input.welcomedAt);
  for (const m of input.messages) {
    if (input.held.has(m.id)) continue;
    // The acknowledgement says what was true when it was sent (it is stored with it).
    const auto = m.sender === "auto" ? statedText("reply", autoReplyStated(m.body)) : null;
    lines.push({
      key: `m${m.id}`,
      from: m.sender,
      text: auto ? auto.key : m.body,
      ...(auto?.when ? { when: auto.when } : {}),
      author: m.sender === "staff" ? firstName(m.authorName) : null,
      at: Date.parse(m.createdAt),
    });
  }
  for (const o of input.outbox) {
    lines.push({ key: o.key, from: "visitor", text: o.body, author: null, at: o.at, state: o.state, error: o.error });
  }
  return lines;
}

/** Why a message or an e-mail address was refused, as a locale key of the widgets namespace. */
export function chatErrorKey(error: unknown, field?: "body" | "email"): string {
  if (error instanceof ApiClientError) {
    if (error.code === "RATE_LIMITED") return "chat.rateLimited";
    const reason = (field && error.fields?.[field]) || error.fields?.body || error.fields?.email;
    if (reason?.startsWith("chat.errors.")) return reason;
  }
  return "chat.sendError";
}
