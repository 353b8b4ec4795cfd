import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { I18nextProvider } from "react-i18next";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CHAT_LIMITS } from "@common/chat";
import { createI18n } from "@/i18n/i18n";
import type { Conversation } from "../../api/inbox";
import { ReplyBox } from "./reply-box";

const toasts = vi.hoisted(() => [] as string[]);
vi.mock("@/lib/toast", () => ({
  toast: Object.assign((m: string) => toasts.push(m), {
    success: (m: string) => toasts.push(m),
    error: (m: string) => toasts.push(m),
    info: (m: string) => toasts.push(m),
  }),
}));

const i18n = createI18n();

const conversation = (patch: Partial<Conversation> = {}): Conversation => ({
  id: "c1",
  kind: "chat",
  status: "open",
  visitorName: "Ana",
  visitorEmail: "ana@example.com",
  signedIn: false,
  locale: "es",
  page: "/es/pricing",
  phone: null,
  premiumRate: false,
  phoneCountry: null,
  preferredTime: null,
  outcome: null,
  assigneeId: null,
  assigneeName: null,
  orderCode: null,
  staffUnread: 0,
  visitorConnected: true,
  waitingSince: null,
  lastMessageAt: "2025-06-01T10:00:00.000Z",
  createdAt: "2025-06-01T10:00:00.000Z",
  closedAt: null,
  ...patch,
});

let requests: { url: string; body: unknown }[];
let delivery: "live" | "email" | "waiting";

beforeEach(() => {
  toasts.length = 0;
  requests = [];
  delivery = "live";
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input instanceof Request ? input.url : input);
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      requests.push({ url, body });
      const answer = url.endsWith("/typing")
        ? { ok: true }
        : { message: { id: 1 }, emailed: delivery === "email", delivery };
      return new Response(JSON.stringify(answer), { status: 201, headers: { "Content-Type": "application/json" } });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

function renderBox(c: Conversation) {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <I18nextProvider i18n={i18n}>
        <ReplyBox conversation={c} />
      </I18nextProvider>
    </QueryClientProvider>,
  );
}

const sent = () => requests.filter((r) => r.url.endsWith("/api/admin/inbox/c1/messages"));
const typing = () => requests.filter((r) => r.url.endsWith("/api/admin/inbox/c1/typing"));

describe("reply box", () => {
  it("inserts a canned reply, sends with Ctrl+Enter and says the visitor sees it now", async () => {
    const user = userEvent.setup();
    renderBox(conversation());
    const canned = i18n.t("widgets:chat.replies.1");
    await user.click(screen.getByRole("button", { name: canned }));
    const box = screen.getByRole("textbox", { name: "Your reply" });
    expect(box).toHaveValue(canned);
    expect(box).toHaveFocus();
    await user.keyboard("{Control>}{Enter}{/Control}");
    await waitFor(() => expect(sent()).toHaveLength(1));
    expect(sent()[0]!.body).toEqual({ body: canned });
    await waitFor(() => expect(toasts).toEqual(["Reply sent — the visitor sees it now."]));
    expect(box).toHaveValue("");
    // The visitor reads Spanish: the canned texts are in the staff member's language, and that is said.
    expect(screen.getByText(/the visitor reads Español/)).toBeInTheDocument();
  });

  it("names the address when the reply went by e-mail, and the widget when the visitor is away without one", async () => {
    const user = userEvent.setup();
    delivery = "email";
    const { unmount } = renderBox(conversation({ kind: "contact" }));
    expect(screen.getByText(/Sent by e-mail to ana@example.com/)).toBeInTheDocument();
    await user.type(screen.getByRole("textbox", { name: "Your reply" }), "Thanks!");
    await user.click(screen.getByRole("button", { name: "Send reply" }));
    await waitFor(() => expect(toasts).toEqual(["Reply e-mailed to ana@example.com."]));
    unmount();

    delivery = "waiting";
    toasts.length = 0;
    renderBox(conversation({ visitorEmail: null }));
    await user.type(screen.getByRole("textbox", { name: "Your reply" }), "Hello");
    await user.click(screen.getByRole("button", { name: "Send reply" }));
    await waitFor(() => expect(toasts).toHaveLength(1));
    expect(toasts[0]).toMatch(/waits in the visitor's chat window/);
  });

  it("sends nothing blank, counts characters and signals typing at most every 2 s", async () => {
    const user = userEvent.setup();
    renderBox(conversation());
    await user.click(screen.getByRole("button", { name: "Send reply" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Write a reply first.");
    expect(sent()).toHaveLength(0);
    await user.type(screen.getByRole("textbox", { name: "Your reply" }), "Hola");
    expect(screen.getByText(`4 / ${CHAT_LIMITS.message.toLocaleString("en")}`)).toBeInTheDocument();
    expect(typing()).toHaveLength(1);
  });
});
