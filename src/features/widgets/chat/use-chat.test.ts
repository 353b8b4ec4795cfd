import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CANNED_REPLY_COUNT, REPLY_DELAY_MS, WELCOME_BACK_DELAY_MS } from "./chat-config";
import { useChat, type ChatTexts } from "./use-chat";

const texts: ChatTexts = { greeting: "hello", welcomeBack: "welcome", replies: ["r0", "r1", "r2", "r3"] };
const contents = (result: { current: ReturnType<typeof useChat> }) => result.current.messages.map((m) => m.content);

describe("useChat", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("uses the timings of spec §9", () => {
    expect([WELCOME_BACK_DELAY_MS, REPLY_DELAY_MS, CANNED_REPLY_COUNT]).toEqual([1000, 2000, 4]);
  });

  it("starts closed and greets on first open", () => {
    const { result } = renderHook(() => useChat({ signedIn: false, texts }));
    expect(result.current.open).toBe(false);
    expect(result.current.messages).toEqual([]);
    act(() => result.current.openChat());
    expect(result.current.open).toBe(true);
    expect(contents(result)).toEqual(["hello"]);
    act(() => vi.advanceTimersByTime(5000));
    expect(contents(result)).toEqual(["hello"]);
  });

  it("welcomes a signed-in visitor back after exactly 1000 ms, once", () => {
    const { result } = renderHook(() => useChat({ signedIn: true, texts }));
    act(() => result.current.openChat());
    act(() => vi.advanceTimersByTime(999));
    expect(contents(result)).toEqual(["hello"]);
    act(() => vi.advanceTimersByTime(1));
    expect(contents(result)).toEqual(["hello", "welcome"]);
    expect(result.current.messages[1]?.sender).toBe("agent");
    act(() => result.current.closeChat());
    act(() => result.current.openChat());
    act(() => vi.advanceTimersByTime(2000));
    expect(contents(result)).toEqual(["hello", "welcome"]);
  });

  it("does not welcome back when more than the greeting is present", () => {
    const { result, rerender } = renderHook(({ signedIn }) => useChat({ signedIn, texts }), {
      initialProps: { signedIn: false },
    });
    act(() => result.current.openChat());
    act(() => void result.current.send("hi"));
    act(() => vi.advanceTimersByTime(REPLY_DELAY_MS));
    act(() => result.current.closeChat());
    // The visitor signs in later with a conversation already going.
    rerender({ signedIn: true });
    const before = contents(result).length;
    act(() => result.current.openChat());
    act(() => vi.advanceTimersByTime(3000));
    expect(contents(result)).toHaveLength(before);
  });

  it("sends only non-blank text, trimmed", () => {
    const { result } = renderHook(() => useChat({ signedIn: false, texts }));
    act(() => result.current.openChat());
    let sent = true;
    act(() => {
      sent = result.current.send("   \n\t ");
    });
    expect(sent).toBe(false);
    expect(result.current.typing).toBe(false);
    act(() => {
      sent = result.current.send("  Grow my channel  ");
    });
    expect(sent).toBe(true);
    expect(result.current.messages.at(-1)).toMatchObject({ content: "Grow my channel", sender: "user" });
  });

  it("shows the typing indicator for 2000 ms, then one of the four canned replies", () => {
    vi.spyOn(Math, "random").mockReturnValue(0.6);
    const { result } = renderHook(() => useChat({ signedIn: false, texts }));
    act(() => result.current.openChat());
    act(() => void result.current.send("hi"));
    expect(result.current.typing).toBe(true);
    act(() => vi.advanceTimersByTime(1999));
    expect(result.current.typing).toBe(true);
    expect(contents(result)).toEqual(["hello", "hi"]);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.typing).toBe(false);
    expect(result.current.messages.at(-1)).toMatchObject({ content: "r2", sender: "agent" });
    vi.restoreAllMocks();
  });

  it("clears pending timers on unmount", () => {
    const { result, unmount } = renderHook(() => useChat({ signedIn: true, texts }));
    act(() => result.current.openChat());
    act(() => void result.current.send("hi"));
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
