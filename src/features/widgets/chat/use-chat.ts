import { useCallback, useEffect, useRef, useState } from "react";
import { CANNED_REPLY_COUNT, REPLY_DELAY_MS, WELCOME_BACK_DELAY_MS } from "./chat-config";

export interface ChatMessage {
  id: number;
  /** Agent messages hold a locale key (so they follow language changes); user messages hold the text. */
  content: string;
  sender: "user" | "agent";
  timestamp: number;
}

/** Locale keys of the agent's messages. */
export interface ChatTexts {
  greeting: string;
  welcomeBack: string;
  replies: readonly string[];
}

/**
 * Chat state (spec §4): closed or open; opening while signed in with only the greeting present adds a
 * welcome-back message after 1 s; each user message shows a typing indicator for 2 s, then a canned reply.
 */
export function useChat({ signedIn, texts }: { signedIn: boolean; texts: ChatTexts }) {
  const [open, setOpen] = useState(false);
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [typing, setTyping] = useState(false);
  const nextId = useRef(1);
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  const welcomed = useRef(false);

  const add = useCallback((content: string, sender: ChatMessage["sender"]) => {
    const message = { id: nextId.current++, content, sender, timestamp: Date.now() };
    setMessages((list) => [...list, message]);
  }, []);

  const later = (fn: () => void, ms: number) => {
    const id = setTimeout(() => {
      timers.current = timers.current.filter((x) => x !== id);
      fn();
    }, ms);
    timers.current.push(id);
  };

  useEffect(() => () => timers.current.forEach(clearTimeout), []);

  const openChat = () => {
    setOpen(true);
    // The greeting is created on first open, so nothing time-dependent is rendered before hydration.
    const onlyGreeting = messages.length <= 1;
    if (messages.length === 0) add(texts.greeting, "agent");
    if (signedIn && onlyGreeting && !welcomed.current) {
      welcomed.current = true;
      later(() => add(texts.welcomeBack, "agent"), WELCOME_BACK_DELAY_MS);
    }
  };

  const send = (text: string): boolean => {
    const content = text.trim();
    if (!content) return false;
    add(content, "user");
    setTyping(true);
    later(() => {
      setTyping(false);
      const reply = texts.replies[Math.floor(Math.random() * Math.min(texts.replies.length, CANNED_REPLY_COUNT))];
      add(reply ?? texts.replies[0] ?? "", "agent");
    }, REPLY_DELAY_MS);
    return true;
  };

  return { open, messages, typing, openChat, closeChat: () => setOpen(false), send };
}
