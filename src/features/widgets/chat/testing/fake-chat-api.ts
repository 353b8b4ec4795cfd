import { act } from "@testing-library/react";
import { createChallenge } from "altcha-lib/v1";
import { vi } from "vitest";
import type { ChatAvailability, ChatMessageDto } from "@common/chat";

/**
 * The product's boundary for the chat's unit tests: `fetch` answered like /api/chat answers (a conversation kept in
 * memory), and an EventSource the test drives. Nothing of the product itself is mocked.
 */

export const ONLINE: ChatAvailability = { online: true, withinHours: true, nextOpen: null, timeZone: "UTC" };

interface Conversation {
  id: string;
  status: "open" | "closed";
  email: string | null;
  messages: ChatMessageDto[];
}

export interface Call {
  url: string;
  method: string;
  headers: Headers;
  body: unknown;
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
const error = (status: number, code: string, fields?: Record<string, string>) =>
  json({ error: { code, message: code, ...(fields ? { fields } : {}) } }, status);

export class FakeEventSource {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static instances: FakeEventSource[] = [];
  readyState = FakeEventSource.OPEN;
  private listeners = new Map<string, Set<(e: MessageEvent) => void>>();

  constructor(readonly url: string) {
    FakeEventSource.instances.push(this);
  }

  addEventListener(type: string, fn: (e: MessageEvent) => void) {
    if (!this.listeners.has(type)) this.listeners.set(type, new Set());
    this.listeners.get(type)!.add(fn);
  }

  close() {
    this.readyState = FakeEventSource.CLOSED;
  }

  /** The server sends an event. */
  emit(type: string, data: unknown = {}) {
    act(() => {
      for (const fn of this.listeners.get(type) ?? []) fn(new MessageEvent(type, { data: JSON.stringify(data) }));
    });
  }

  static get open() {
    return FakeEventSource.instances.filter((s) => s.readyState !== FakeEventSource.CLOSED);
  }
}

export function fakeChatApi(init: { availability?: ChatAvailability; conversation?: Conversation | null } = {}) {
  const state = {
    availability: init.availability ?? ONLINE,
    conversation: init.conversation ?? null,
    nextId: 100,
    /** Answers to the next POST /api/chat/messages, before the normal one (e.g. a 429). */
    failNext: [] as Response[],
    /** While set, POST /api/chat/messages waits for it (to look at "Sending…"). */
    gate: null as Promise<void> | null,
    /** Answers to the next POST /api/chat/callbacks. */
    callbackAnswers: [] as Response[],
    calls: [] as Call[],
  };
  const message = (sender: ChatMessageDto["sender"], body: string): ChatMessageDto => ({
    id: state.nextId++,
    sender,
    body,
    authorName: null,
    createdAt: new Date().toISOString(),
  });

  const fetchMock = vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
    const url = String(input);
    const method = (init?.method ?? "GET").toUpperCase();
    const body = typeof init?.body === "string" ? (JSON.parse(init.body) as Record<string, unknown>) : undefined;
    state.calls.push({ url, method, headers: new Headers(init?.headers), body });
    if (url === "/api/pow") {
      const c = await createChallenge({ hmacKey: "test", maxNumber: 20 });
      return json({
        algorithm: c.algorithm,
        challenge: c.challenge,
        maxnumber: c.maxnumber,
        salt: c.salt,
        signature: c.signature,
      });
    }
    if (url === "/api/me") return json({ user: null });
    if (url === "/api/chat" && method === "GET")
      return json({ availability: state.availability, conversation: state.conversation });
    if (url === "/api/chat/messages" && method === "POST") {
      await state.gate;
      const failure = state.failNext.shift();
      if (failure) return failure;
      const b = body as { body: string; email?: string };
      const sent = [message("visitor", b.body)];
      if (!state.conversation) {
        state.conversation = { id: "conv-1", status: "open", email: b.email ?? null, messages: [] };
        sent.push(message("auto", ""));
      }
      state.conversation.messages.push(...sent);
      const { id, status, email } = state.conversation;
      return json({ conversation: { id, status, email }, messages: sent }, 201);
    }
    if (url === "/api/chat/email" && method === "PUT") {
      if (!state.conversation) return error(404, "NOT_FOUND");
      const email = (body as { email: string }).email || null;
      state.conversation.email = email;
      return json({ email });
    }
    if (url === "/api/chat/resume" && method === "POST") {
      if ((body as { token: string }).token !== "good-token") return error(404, "NOT_FOUND");
      state.conversation ??= {
        id: "conv-resumed",
        status: "open",
        email: null,
        messages: [message("visitor", "Earlier")],
      };
      return json({ conversation: state.conversation });
    }
    if (url === "/api/chat/callbacks" && method === "POST") {
      return state.callbackAnswers.shift() ?? json({ ok: true, id: "cb-1", availability: state.availability }, 201);
    }
    return error(404, "NOT_FOUND");
  });

  /** A message stored by someone else (a staff reply), as the stream would carry it. */
  const staffMessage = (body: string, authorName: string): ChatMessageDto => ({
    ...message("staff", body),
    authorName,
  });

  return { state, fetchMock, staffMessage, error, json };
}

/** Requests the product made to a path, in order. */
export const callsTo = (calls: Call[], url: string, method = "POST") =>
  calls.filter((c) => c.url === url && c.method === method);
