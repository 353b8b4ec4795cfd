import { notifyManager, QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, renderHook } from "@testing-library/react";
import { createElement, type ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { REPLY_DELAY_MS, STAFF_TYPING_MS, WELCOME_BACK_DELAY_MS } from "./chat-config";
import { callsTo, fakeChatApi, FakeEventSource, ONLINE } from "./testing/fake-chat-api";
import { useChat, type UseChatOptions } from "./use-chat";

// Real time for waiting on the fake server; the chat's own timers are faked where a test measures them.
const realSetTimeout = globalThis.setTimeout;
const sleep = (ms: number) => new Promise((resolve) => realSetTimeout(resolve, ms));
async function until(check: () => void, timeoutMs = 4000) {
  const end = Date.now() + timeoutMs;
  for (;;) {
    try {
      check();
      return;
    } catch (error) {
      if (Date.now() > end) throw error;
    }
    await act(() => sleep(5));
  }
}

// Query results reach the hook in a microtask, not a setTimeout(0) the fake timers would hold.
notifyManager.setScheduler(queueMicrotask);

let api: ReturnType<typeof fakeChatApi>;
function setup(initial: UseChatOptions, server = fakeChatApi()) {
  api = server;
  vi.stubGlobal("fetch", api.fetchMock);
  // No garbage-collection timer: a test that counts timers counts only the chat's own.
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity } } });
  const wrapper = ({ children }: { children: ReactNode }) =>
    createElement(QueryClientProvider, { client: qc }, children);
  return renderHook((props: UseChatOptions) => useChat(props), { initialProps: initial, wrapper });
}
type Result = { current: ReturnType<typeof useChat> };
const texts = (r: Result) => r.current.lines.map((l) => l.text);

beforeEach(() => {
  FakeEventSource.instances = [];
  vi.stubGlobal("EventSource", FakeEventSource);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("useChat", () => {
  it("uses the timings of spec §9", () => {
    expect([WELCOME_BACK_DELAY_MS, REPLY_DELAY_MS, STAFF_TYPING_MS]).toEqual([1000, 2000, 2000]);
  });

  it("asks nothing while closed, greets on first open and loads the conversation", async () => {
    const { result, rerender } = setup({ open: false, signedIn: false });
    expect(result.current.lines).toEqual([]);
    expect(api.fetchMock).not.toHaveBeenCalled();
    rerender({ open: true, signedIn: false });
    await until(() => expect(result.current.availability).toEqual(ONLINE));
    expect(texts(result)).toEqual(["chat.greeting"]);
    expect(result.current.lines[0]?.from).toBe("team");
  });

  it("shows a stored conversation after a reload, the automatic reply marked as such, staff by first name", async () => {
    const server = fakeChatApi({
      conversation: {
        id: "c1",
        status: "open",
        email: "a@example.com",
        messages: [
          { id: 1, sender: "visitor", body: "Hi", authorName: null, createdAt: "2025-05-09T10:00:00Z" },
          { id: 2, sender: "auto", body: "", authorName: null, createdAt: "2025-05-09T10:00:01Z" },
          { id: 3, sender: "staff", body: "Hello!", authorName: "Anna Berg", createdAt: "2025-05-09T10:05:00Z" },
        ],
      },
    });
    const { result } = setup({ open: true, signedIn: false }, server);
    await until(() => expect(result.current.lines).toHaveLength(4));
    expect(result.current.lines.map((l) => [l.from, l.text, l.author])).toEqual([
      ["team", "chat.greeting", null],
      ["visitor", "Hi", null],
      ["auto", "chat.replies.0", null],
      ["staff", "Hello!", "Anna"],
    ]);
    expect(result.current.email).toBe("a@example.com");
  });

  it("welcomes a signed-in visitor back after exactly 1000 ms, once", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const { result, rerender } = setup({ open: true, signedIn: true });
    await until(() => expect(result.current.availability).not.toBeNull());
    await act(() => vi.advanceTimersByTimeAsync(WELCOME_BACK_DELAY_MS - 1));
    expect(texts(result)).toEqual(["chat.greeting"]);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(texts(result)).toEqual(["chat.greeting", "chat.welcomeBack"]);
    rerender({ open: false, signedIn: true });
    rerender({ open: true, signedIn: true });
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(texts(result)).toEqual(["chat.greeting", "chat.welcomeBack"]);
  });

  it("does not welcome back when the conversation holds more than the greeting", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const server = fakeChatApi({
      conversation: {
        id: "c1",
        status: "open",
        email: null,
        messages: [{ id: 1, sender: "visitor", body: "Hi", authorName: null, createdAt: "2025-05-09T10:00:00Z" }],
      },
    });
    const { result } = setup({ open: true, signedIn: true }, server);
    await until(() => expect(result.current.lines).toHaveLength(2));
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(texts(result)).toEqual(["chat.greeting", "Hi"]);
  });

  it("sends only non-blank text, trimmed, and shows it as sent only once the server stored it", async () => {
    const { result } = setup({ open: true, signedIn: false });
    await until(() => expect(result.current.availability).not.toBeNull());
    let sent = true;
    act(() => {
      sent = result.current.send("   \n\t ");
    });
    expect(sent).toBe(false);
    expect(callsTo(api.state.calls, "/api/chat/messages")).toHaveLength(0);

    act(() => {
      sent = result.current.send("  Grow my channel  ");
    });
    expect(sent).toBe(true);
    expect(result.current.lines.at(-1)).toMatchObject({ from: "visitor", text: "Grow my channel", state: "sending" });
    await until(() => expect(result.current.lines.at(-1)?.state).toBeUndefined());
    expect(result.current.lines.at(-1)).toMatchObject({ key: "m100", from: "visitor", text: "Grow my channel" });
    const [post] = callsTo(api.state.calls, "/api/chat/messages");
    expect(post?.body).toEqual({ body: "Grow my channel", page: "/" });
    // The first message starts a conversation: it carries a proof-of-work.
    expect(post?.headers.get("x-pow")).toBeTruthy();
    expect(result.current.conversationId).toBe("conv-1");

    act(() => void result.current.send("And my shop"));
    await until(() => expect(result.current.lines.at(-1)?.state).toBeUndefined());
    expect(callsTo(api.state.calls, "/api/chat/messages")[1]?.headers.get("x-pow")).toBeNull();
  });

  it("types for exactly 2000 ms after the first message, then shows the automatic acknowledgement", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const { result } = setup({ open: true, signedIn: false });
    await until(() => expect(result.current.availability).not.toBeNull());
    act(() => void result.current.send("hi"));
    await until(() => expect(result.current.typing).toBe(true));
    expect(texts(result)).toEqual(["chat.greeting", "hi"]);
    await act(() => vi.advanceTimersByTimeAsync(REPLY_DELAY_MS - 1));
    expect(result.current.typing).toBe(true);
    expect(texts(result)).toEqual(["chat.greeting", "hi"]);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(result.current.typing).toBe(false);
    expect(result.current.lines.at(-1)).toMatchObject({ from: "auto", text: "chat.replies.0", author: null });
    // Later messages are acknowledged by nobody: no canned reply ever follows them.
    act(() => void result.current.send("more"));
    await until(() => expect(result.current.lines.at(-1)?.state).toBeUndefined());
    expect(result.current.typing).toBe(false);
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(texts(result)).toEqual(["chat.greeting", "hi", "chat.replies.0", "more"]);
  });

  it("keeps a refused message in the log as failed, with the reason, and sends it again on retry", async () => {
    const { result } = setup({ open: true, signedIn: false });
    await until(() => expect(result.current.availability).not.toBeNull());
    api.state.failNext.push(api.error(429, "RATE_LIMITED"));
    act(() => void result.current.send("hello"));
    await until(() => expect(result.current.lines.at(-1)?.state).toBe("failed"));
    const failed = result.current.lines.at(-1)!;
    expect(failed).toMatchObject({ text: "hello", error: "chat.rateLimited" });

    act(() => result.current.retry(failed.key));
    expect(result.current.lines.at(-1)).toMatchObject({ text: "hello", state: "sending" });
    await until(() => expect(result.current.lines.at(-1)?.state).toBeUndefined());
    expect(texts(result).filter((t) => t === "hello")).toHaveLength(1);
  });

  it("gives a failed message's text back for editing, names a network failure, and maps field errors", async () => {
    const { result } = setup({ open: true, signedIn: false });
    await until(() => expect(result.current.availability).not.toBeNull());
    api.state.failNext.push(api.error(400, "VALIDATION_FAILED", { body: "chat.errors.tooLong" }));
    act(() => void result.current.send("long"));
    await until(() => expect(result.current.lines.at(-1)?.error).toBe("chat.errors.tooLong"));
    api.state.failNext.push(new Response("oops", { status: 502 }));
    act(() => void result.current.send("second"));
    await until(() => expect(result.current.lines.at(-1)?.error).toBe("chat.sendError"));
    let text = "";
    act(() => {
      text = result.current.edit(result.current.lines.at(-2)!.key);
    });
    expect(text).toBe("long");
    expect(texts(result)).toEqual(["chat.greeting", "second"]);
  });

  it("keeps the e-mail address for the first message, then saves changes with PUT", async () => {
    const { result } = setup({ open: true, signedIn: false });
    await until(() => expect(result.current.availability).not.toBeNull());
    await act(() => result.current.saveEmail("me@example.com"));
    expect(result.current.email).toBe("me@example.com");
    expect(callsTo(api.state.calls, "/api/chat/email", "PUT")).toHaveLength(0);
    act(() => void result.current.send("hi"));
    await until(() => expect(result.current.conversationId).toBe("conv-1"));
    expect(callsTo(api.state.calls, "/api/chat/messages")[0]?.body).toMatchObject({ email: "me@example.com" });
    await act(() => result.current.saveEmail("other@example.com"));
    expect(callsTo(api.state.calls, "/api/chat/email", "PUT")[0]?.body).toEqual({ email: "other@example.com" });
    expect(result.current.email).toBe("other@example.com");
    await act(() => result.current.saveEmail(""));
    expect(result.current.email).toBeNull();
  });

  it("streams while open: staff replies once each, typing for 2 s after the last event; closed with the panel", async () => {
    const server = fakeChatApi({
      conversation: {
        id: "c1",
        status: "open",
        email: null,
        messages: [{ id: 7, sender: "visitor", body: "Hi", authorName: null, createdAt: "2025-05-09T10:00:00Z" }],
      },
    });
    const { result, rerender, unmount } = setup({ open: true, signedIn: false }, server);
    await until(() => expect(FakeEventSource.open).toHaveLength(1));
    const stream = FakeEventSource.open[0]!;
    expect(stream.url).toBe("/api/chat/stream?after=7");

    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    stream.emit("typing");
    expect(result.current.typing).toBe(true);
    await act(() => vi.advanceTimersByTimeAsync(1500));
    stream.emit("typing");
    await act(() => vi.advanceTimersByTimeAsync(STAFF_TYPING_MS - 1));
    expect(result.current.typing).toBe(true);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(result.current.typing).toBe(false);

    stream.emit("typing");
    const reply = api.staffMessage("Happy to help", "Jonas Berg");
    stream.emit("message", reply);
    stream.emit("message", reply); // resent after a reconnect
    expect(result.current.typing).toBe(false);
    expect(result.current.lines.filter((l) => l.from === "staff")).toEqual([
      expect.objectContaining({ text: "Happy to help", author: "Jonas" }),
    ]);

    rerender({ open: false, signedIn: false });
    expect(stream.readyState).toBe(FakeEventSource.CLOSED);
    rerender({ open: true, signedIn: false });
    expect(FakeEventSource.open).toHaveLength(1);
    expect(FakeEventSource.open[0]!.url).toBe(`/api/chat/stream?after=${reply.id}`);
    unmount();
    expect(FakeEventSource.open).toHaveLength(0);
    expect(vi.getTimerCount()).toBe(0);
  });

  it("streams the availability before a conversation exists, and the conversation once the first message created it", async () => {
    const { result } = setup({ open: true, signedIn: false });
    await until(() => expect(result.current.availability).not.toBeNull());
    await until(() => expect(FakeEventSource.open).toHaveLength(1));
    const first = FakeEventSource.open[0]!;
    act(() => void result.current.send("hi"));
    await until(() => expect(result.current.conversationId).not.toBeNull());
    await until(() => expect(FakeEventSource.open).toHaveLength(1));
    expect(FakeEventSource.open[0]).not.toBe(first);
  });

  it("hands an e-mail link's conversation to this browser before loading it", async () => {
    const { result } = setup({ open: true, signedIn: false, resumeToken: "good-token" });
    await until(() => expect(texts(result)).toContain("Earlier"));
    const order = api.state.calls.map((c) => `${c.method} ${c.url}`);
    expect(order.indexOf("POST /api/chat/resume")).toBeLessThan(order.indexOf("GET /api/chat"));
    expect(result.current.resumeFailed).toBe(false);
  });

  it("says so when an e-mail link is no longer valid, and still loads the chat", async () => {
    const { result } = setup({ open: true, signedIn: false, resumeToken: "stale" });
    await until(() => expect(result.current.resumeFailed).toBe(true));
    await until(() => expect(result.current.availability).not.toBeNull());
  });

  it("clears pending timers on unmount", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const { result, unmount } = setup({ open: true, signedIn: true });
    await until(() => expect(result.current.availability).not.toBeNull());
    act(() => void result.current.send("hi"));
    await until(() => expect(result.current.typing).toBe(true));
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
