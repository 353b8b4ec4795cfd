import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { I18nextProvider } from "react-i18next";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createI18n } from "@/i18n/i18n";
import { changePowAwaited, setPowSolving } from "@/lib/pow/pow-status";
import { ForgotPasswordPage } from "./forgot-password-page";
import { LoginPage } from "./login-page";

// The solver itself is not under test: the forms read its status (pow-status), which the tests set.
let releasePow: (() => void) | null = null;
vi.mock("@/lib/pow/pow-header", () => ({
  startPow: vi.fn(),
  powHeader: vi.fn(async () => {
    changePowAwaited(1);
    await new Promise<void>((resolve) => (releasePow = resolve));
    changePowAwaited(-1);
    return { "x-pow": "solved" };
  }),
}));

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

beforeEach(() => {
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input instanceof Request ? input.url : input);
      if (url.includes("captcha")) return json({ token: "t", question: "3 + 4", a: 3, b: 4, op: "+" });
      if (url.includes("forget-password") || url.includes("request-password-reset")) return json({ status: true });
      return json({ user: null, roles: [], isAdmin: false });
    }),
  );
});
afterEach(() => {
  act(() => setPowSolving(false));
  releasePow?.();
  releasePow = null;
  vi.unstubAllGlobals();
});

function renderPage(page: React.ReactNode, lng: "en" | "de" = "en") {
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <I18nextProvider i18n={createI18n(lng)}>
      <QueryClientProvider client={qc}>
        <MemoryRouter>{page}</MemoryRouter>
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

describe("the Login button says what it waits for", () => {
  it("names the security question and the background proof-of-work while they last", async () => {
    const user = userEvent.setup();
    act(() => setPowSolving(true));
    renderPage(<LoginPage />);
    const login = screen.getByRole("button", { name: "Login" });
    expect(login).toBeDisabled();
    expect(login).toHaveAccessibleDescription(
      "Answer the security question above to log in. Preparing a security check, one moment...",
    );

    await screen.findByText("What is 3 + 4?");
    await user.type(screen.getByRole("textbox", { name: /Your answer$/ }), "7");
    expect(login).toBeDisabled();
    expect(login).toHaveAccessibleDescription("Preparing a security check, one moment...");

    act(() => setPowSolving(false));
    expect(login).toBeEnabled();
    expect(login).not.toHaveAccessibleDescription();
  });

  it("says it in the page's language", async () => {
    act(() => setPowSolving(true));
    renderPage(<LoginPage />, "de");
    expect(screen.getByRole("button", { name: "Anmelden" })).toHaveAccessibleDescription(
      expect.stringContaining("Sicherheitsprüfung wird vorbereitet..."),
    );
  });
});

describe("a sent form's busy button says it waits for the proof-of-work", () => {
  it("on the forgot-password form, until the solution is there", async () => {
    const user = userEvent.setup();
    renderPage(<ForgotPasswordPage />);
    await user.type(screen.getByRole("textbox", { name: "Email" }), "sam@agency.test");
    await user.click(screen.getByRole("button", { name: "Send reset link" }));

    const busy = await screen.findByRole("button", { name: "Sending..." });
    expect(busy).toBeDisabled();
    expect(busy).toHaveAccessibleDescription("Preparing a security check, one moment...");

    await act(async () => releasePow?.());
    expect(screen.queryByText("Preparing a security check, one moment...")).toBeNull();
  });
});
