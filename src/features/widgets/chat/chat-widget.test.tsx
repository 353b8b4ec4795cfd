import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { I18nextProvider } from "react-i18next";
import { MemoryRouter, useLocation } from "react-router";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { LazyToaster } from "@/components/ui/lazy-toaster";
import { createI18n } from "@/i18n/i18n";
import { ChatWidget } from "./chat-widget";
import { callsTo, fakeChatApi, FakeEventSource } from "./testing/fake-chat-api";

let api: ReturnType<typeof fakeChatApi>;

function Where() {
  const { pathname, search } = useLocation();
  return <output data-testid="where">{pathname + search}</output>;
}

function renderWidget(server = fakeChatApi(), { url = "/" } = {}) {
  api = server;
  vi.stubGlobal("fetch", api.fetchMock);
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <I18nextProvider i18n={createI18n("en")}>
      <QueryClientProvider client={qc}>
        <MemoryRouter initialEntries={[url]}>
          <ChatWidget />
          <Where />
        </MemoryRouter>
        <LazyToaster />
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

async function openChat(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole("button", { name: "Open support chat" }));
  return screen.findByRole("dialog", { name: "Support Team" });
}

// The panel and the toaster are lazy modules. Loaded once here, so that their first transform on a busy machine
// (CI runs the server tests beside these) is not counted against findBy's 1 s: a red run on a loaded machine took
// 1.9 s to the first assertion of the first test.
beforeAll(async () => {
  await Promise.all([import("./chat-panel"), import("@/components/ui/toaster")]);
});

beforeEach(() => {
  FakeEventSource.instances = [];
  vi.stubGlobal("EventSource", FakeEventSource);
});
afterEach(() => vi.unstubAllGlobals());

describe("ChatWidget", () => {
  it("opens with focus in the message field, says who is online, and Escape hands focus back", async () => {
    const user = userEvent.setup();
    renderWidget();
    const chat = await openChat(user);
    await waitFor(() => expect(within(chat).getByRole("textbox", { name: "Your message" })).toHaveFocus());
    expect(await within(chat).findByText("Online · we reply in minutes")).toBeInTheDocument();
    expect(within(chat).getByRole("log", { name: "Chat messages" })).toHaveTextContent(
      "How can we help you grow today?",
    );
    // Nobody needs an e-mail field while someone answers live.
    expect(within(chat).queryByLabelText("Your e-mail (optional)")).toBeNull();
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(screen.getByRole("button", { name: "Open support chat" })).toHaveFocus();
  });

  it("while away: says when the team is back and keeps an address for an answer by e-mail", async () => {
    const nextOpen = "2030-01-07T09:00:00.000Z";
    const user = userEvent.setup();
    renderWidget(fakeChatApi({ availability: { online: false, withinHours: false, nextOpen, timeZone: "UTC" } }));
    const chat = await openChat(user);
    const when = new Intl.DateTimeFormat("en", { weekday: "short", hour: "numeric", minute: "2-digit" }).format(
      new Date(nextOpen),
    );
    expect(await within(chat).findByText(`Away · back ${when}`)).toBeInTheDocument();
    const email = within(chat).getByLabelText("Your e-mail (optional)");
    expect(email).toHaveAccessibleDescription("We'll answer by e-mail.");
    await user.type(email, "not-an-address");
    await user.click(within(chat).getByRole("button", { name: "Save" }));
    expect(within(chat).getByRole("alert")).toHaveTextContent("Please enter a valid e-mail address.");
    await user.clear(email);
    await user.type(email, "me@example.com");
    await user.click(within(chat).getByRole("button", { name: "Save" }));
    expect(await within(chat).findByText("We'll answer at me@example.com")).toBeInTheDocument();

    await user.type(within(chat).getByRole("textbox", { name: "Your message" }), "Hello{Enter}");
    await waitFor(() => expect(callsTo(api.state.calls, "/api/chat/messages")).toHaveLength(1));
    expect(callsTo(api.state.calls, "/api/chat/messages")[0]?.body).toMatchObject({ email: "me@example.com" });

    await user.click(within(chat).getByRole("button", { name: "Change" }));
    const again = within(chat).getByLabelText("Your e-mail (optional)");
    await user.clear(again);
    await user.type(again, "new@example.com{Enter}");
    expect(await within(chat).findByText("We'll answer at new@example.com")).toBeInTheDocument();
    expect(callsTo(api.state.calls, "/api/chat/email", "PUT")[0]?.body).toEqual({ email: "new@example.com" });
  });

  it("says 'Away right now' inside business hours with nobody online", async () => {
    const user = userEvent.setup();
    renderWidget(fakeChatApi({ availability: { online: false, withinHours: true, nextOpen: null, timeZone: "UTC" } }));
    const chat = await openChat(user);
    expect(await within(chat).findByText("Away right now · we'll answer soon")).toBeInTheDocument();
  });

  it("shows 'Sending…' until stored, a refused message with its reason and Retry, then the automatic reply", async () => {
    const user = userEvent.setup();
    renderWidget();
    const chat = await openChat(user);
    await within(chat).findByText("Online · we reply in minutes");
    const log = within(chat).getByRole("log");
    api.state.failNext.push(api.error(429, "RATE_LIMITED"));
    let release!: () => void;
    api.state.gate = new Promise((resolve) => (release = resolve));
    const input = within(chat).getByRole("textbox", { name: "Your message" });
    await user.type(input, "Can you grow my channel?{Enter}");
    expect(input).toHaveValue("");
    expect(await within(log).findByText("Sending…")).toBeInTheDocument();
    release();
    expect(
      await within(log).findByText("Not sent. Too many messages. Please wait a moment, then try again."),
    ).toBeInTheDocument();
    expect(within(log).getByText("Can you grow my channel?")).toBeInTheDocument();

    await user.click(within(log).getByRole("button", { name: "Retry" }));
    await waitFor(() => expect(within(log).queryByRole("button", { name: "Retry" })).toBeNull());
    expect(await within(log).findByText("Automatic reply", {}, { timeout: 4000 })).toBeInTheDocument();
    expect(log).toHaveTextContent("One of our growth specialists will get back to you shortly.");
    expect(within(log).queryByText("Not sent.", { exact: false })).toBeNull();
  });

  it("puts a failed message back into the message field with Edit", async () => {
    const user = userEvent.setup();
    renderWidget();
    const chat = await openChat(user);
    await within(chat).findByText("Online · we reply in minutes");
    api.state.failNext.push(new Response("down", { status: 503 }));
    const input = within(chat).getByRole("textbox", { name: "Your message" });
    await user.type(input, "Lost words{Enter}");
    await within(chat).findByText("Not sent. Check your connection and try again.");
    await user.click(within(chat).getByRole("button", { name: "Edit" }));
    expect(input).toHaveValue("Lost words");
    expect(input).toHaveFocus();
    expect(within(chat).queryByText("Not sent.", { exact: false })).toBeNull();
  });

  it("requests a callback in a form inside the panel; the toast only after the server stored it", async () => {
    const user = userEvent.setup();
    renderWidget();
    const chat = await openChat(user);
    const phoneButton = within(chat).getByRole("button", { name: "Request a callback" });
    await user.click(phoneButton);
    const country = within(chat).getByRole("combobox", { name: "Country" });
    await waitFor(() => expect(country).toHaveFocus());
    expect(country).toHaveValue("US");
    expect(within(chat).getByRole("option", { name: "Germany (+49)" })).toBeInTheDocument();
    expect(within(chat).getByRole("radio", { name: "As soon as possible" })).toBeChecked();

    const submit = within(chat).getByRole("button", { name: "Request callback" });
    await user.type(within(chat).getByLabelText("Phone number"), "12");
    await user.click(submit);
    expect(await within(chat).findByText("Please enter a valid phone number for the chosen country.")).toBeVisible();
    expect(callsTo(api.state.calls, "/api/chat/callbacks")).toHaveLength(0);

    await user.selectOptions(country, "DE");
    await user.clear(within(chat).getByLabelText("Phone number"));
    await user.type(within(chat).getByLabelText("Phone number"), "030 901820");
    await user.click(within(chat).getByRole("radio", { name: "Evening" }));
    await user.type(within(chat).getByLabelText("Note (optional)"), "About pricing");
    api.state.callbackAnswers.push(api.error(429, "RATE_LIMITED"));
    await user.click(submit);
    expect(await within(chat).findByText("Too many messages. Please wait a moment, then try again.")).toBeVisible();
    expect(screen.queryByText("Callback requested")).toBeNull();

    await user.click(submit);
    expect(await screen.findByText("Callback requested")).toBeInTheDocument();
    expect(screen.getByText("Our team will call you back shortly!")).toBeInTheDocument();
    const posts = callsTo(api.state.calls, "/api/chat/callbacks");
    expect(posts).toHaveLength(2);
    expect(posts[1]?.body).toEqual({
      country: "DE",
      phone: "030 901820",
      preferredTime: "evening",
      name: "",
      note: "About pricing",
      page: "/",
    });
    expect(posts[1]?.headers.get("x-pow")).toBeTruthy();
    expect(within(chat).queryByRole("combobox", { name: "Country" })).toBeNull();
    await waitFor(() => expect(phoneButton).toHaveFocus());
  });

  it("shows the server's field errors on the callback form, and Cancel returns focus", async () => {
    const user = userEvent.setup();
    renderWidget();
    const chat = await openChat(user);
    const phoneButton = within(chat).getByRole("button", { name: "Request a callback" });
    await user.click(phoneButton);
    await user.selectOptions(within(chat).getByRole("combobox", { name: "Country" }), "GB");
    await user.type(within(chat).getByLabelText("Phone number"), "020 7946 0018");
    api.state.callbackAnswers.push(api.error(400, "VALIDATION_FAILED", { phone: "chat.errors.phone" }));
    await user.click(within(chat).getByRole("button", { name: "Request callback" }));
    expect(await within(chat).findByText("Please enter a valid phone number for the chosen country.")).toBeVisible();
    expect(within(chat).getByLabelText("Phone number")).toHaveAttribute("aria-invalid", "true");
    // Not stored: the form stays, with what was typed.
    expect(within(chat).getByLabelText("Phone number")).toHaveValue("020 7946 0018");

    await user.click(within(chat).getByRole("button", { name: "Cancel" }));
    expect(within(chat).queryByRole("combobox", { name: "Country" })).toBeNull();
    await waitFor(() => expect(phoneButton).toHaveFocus());
  });

  it("opens an e-mail's link (?chat=) into its conversation and takes the token out of the address", async () => {
    renderWidget(fakeChatApi(), { url: "/services?chat=good-token&ref=mail" });
    const chat = await screen.findByRole("dialog", { name: "Support Team" });
    expect(await within(chat).findByText("Earlier")).toBeInTheDocument();
    expect(screen.getByTestId("where")).toHaveTextContent("/services?ref=mail");
    expect(callsTo(api.state.calls, "/api/chat/resume")[0]?.body).toEqual({ token: "good-token" });
  });
});
