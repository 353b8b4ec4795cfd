import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import { I18nextProvider } from "react-i18next";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createI18n } from "@/i18n/i18n";
import { DashboardPage } from "./dashboard-page";

const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { "content-type": "application/json" } });

const ME = {
  user: { id: "u", email: "ada@example.com", name: "Ada", emailVerified: true, locale: "en", twoFactorEnabled: false },
  roles: [],
  isAdmin: false,
};

const EMPTY = {
  firstVisit: false,
  actions: { quotes: [], invoices: [], messages: [], files: [] },
  balances: [],
  orders: [],
  retainers: [],
  results: [],
};

const BUSY = {
  firstVisit: true,
  actions: {
    quotes: [{ orderCode: "ORD-000012", version: 1, currency: "USD", totalCents: 424_900, validUntil: "2026-04-01" }],
    invoices: [
      {
        number: "INV-2026-0003",
        orderCode: "ORD-000011",
        currency: "USD",
        totalCents: 349_999,
        balanceCents: 349_999,
        dueDate: "2026-02-20",
        overdue: true,
      },
      {
        number: "INV-2026-0004",
        orderCode: "ORD-000010",
        currency: "EUR",
        totalCents: 200_000,
        balanceCents: 150_000,
        dueDate: "2026-04-10",
        overdue: false,
      },
    ],
    messages: [{ orderCode: "ORD-000012", unread: 2 }],
    files: [{ orderCode: "ORD-000012", count: 1 }],
  },
  balances: [
    { currency: "EUR", balanceCents: 150_000, overdueCents: 0 },
    { currency: "USD", balanceCents: 349_999, overdueCents: 349_999 },
  ],
  orders: [
    {
      code: "ORD-000012",
      serviceId: "youtube",
      servicePlan: "professional",
      status: "pending",
      progressPercent: 0,
      createdAt: "2026-03-01T10:00:00.000Z",
      unreadMessages: 2,
      nextStep: "answerQuote",
    },
  ],
  retainers: [
    {
      orderCode: "ORD-000013",
      contactName: "Ada",
      serviceId: "political",
      tierId: "starter",
      status: "active",
      amountCents: 499_900,
      currency: "USD",
      everyMonths: 1,
      startedOn: "2026-03-01",
      endsOn: null,
      nextInvoice: { issueOn: "2026-03-25", amountCents: 499_900 },
    },
  ],
  results: [
    {
      orderCode: "ORD-000012",
      serviceId: "youtube",
      id: 7,
      kind: "subscribers",
      platform: "youtube",
      name: null,
      unit: "",
      summary: {
        start: 1200,
        startAt: null,
        now: 1800,
        nowAt: "2026-03-01T00:00:00.000Z",
        change: 600,
        percent: 50,
        improved: true,
      },
    },
  ],
};

let dashboard: unknown;

beforeEach(() => {
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string) => json(url === "/api/me" ? ME : url === "/api/dashboard" ? dashboard : {})),
  );
});
afterEach(() => vi.unstubAllGlobals());

function renderDashboard() {
  render(
    <I18nextProvider i18n={createI18n("en")}>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter>
          <DashboardPage />
        </MemoryRouter>
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

describe("DashboardPage", () => {
  it("greets a first visit without 'Welcome back' and begins with the action cards, each linking to its place", async () => {
    dashboard = BUSY;
    renderDashboard();
    expect(await screen.findByRole("heading", { level: 1, name: "Welcome to your dashboard!" })).toBeInTheDocument();
    expect(screen.queryByText("Welcome back!")).not.toBeInTheDocument();

    const actions = screen.getByRole("region", { name: "Action required" });
    expect(within(actions).getByText("5 items wait for you")).toBeInTheDocument();

    const [overdue, partly] = within(actions).getAllByTestId("action-invoice");
    // Overdue is said in words, not by colour alone.
    expect(within(overdue!).getByText("Overdue")).toBeInTheDocument();
    expect(overdue).toHaveTextContent("$3,499.99");
    expect(overdue).toHaveTextContent("Overdue: it was due Feb 20, 2026");
    expect(within(overdue!).getByRole("link", { name: "View and pay INV-2026-0003" })).toHaveAttribute(
      "href",
      "/dashboard/orders/ORD-000011#invoice-INV-2026-0003",
    );
    expect(partly).toHaveTextContent("€1,500.00");
    expect(partly).toHaveTextContent("left to pay of €2,000.00");
    expect(partly).toHaveTextContent("Due Apr 10, 2026");
    expect(within(partly!).queryByText("Overdue")).not.toBeInTheDocument();

    const quote = within(actions).getByTestId("action-quote");
    expect(quote).toHaveTextContent("Quote to answer");
    expect(quote).toHaveTextContent("$4,249.00");
    expect(quote).toHaveTextContent("Valid until Apr 1, 2026");
    expect(within(quote).getByRole("link", { name: "Review the quote ORD-000012" })).toHaveAttribute(
      "href",
      "/dashboard/orders/ORD-000012#quote",
    );
    expect(within(actions).getByTestId("action-messages")).toHaveTextContent("2 unread messages from us.");
    expect(within(within(actions).getByTestId("action-messages")).getByRole("link")).toHaveAttribute(
      "href",
      "/dashboard/orders/ORD-000012#messages",
    );
    expect(within(within(actions).getByTestId("action-files")).getByRole("link")).toHaveAttribute(
      "href",
      "/dashboard/orders/ORD-000012#files",
    );

    // One balance per currency, never added across currencies.
    const balance = screen.getByRole("region", { name: "Open balance" });
    expect(balance).toHaveTextContent("€1,500.00");
    expect(balance).toHaveTextContent("$3,499.99");
    expect(balance).toHaveTextContent("of which $3,499.99 overdue");

    expect(screen.getByTestId("next-step")).toHaveTextContent("Next: accept or decline our quote");

    // The retainer: its plan linking to its place on the order page, the price per month and the next invoice.
    const retainers = screen.getByTestId("dashboard-retainers");
    expect(within(retainers).getByRole("link", { name: "Political Campaigns · Starter" })).toHaveAttribute(
      "href",
      "/dashboard/orders/ORD-000013#retainer",
    );
    expect(retainers).toHaveTextContent("ORD-000013 · $4,999 every month");
    expect(retainers).toHaveTextContent("Next invoice on Mar 25, 2026: $4,999");

    // The results: each metric with its start, now and change, linking to the order page's chart.
    const results = screen.getByTestId("dashboard-results");
    expect(within(results).getByRole("link", { name: "Subscribers on YouTube" })).toHaveAttribute(
      "href",
      "/dashboard/orders/ORD-000012#results",
    );
    expect(results).toHaveTextContent("1,200 at the start, 1,800 now: +600 (+50 %)");
  });

  it("welcomes a returning client back and says plainly when nothing waits", async () => {
    dashboard = EMPTY;
    renderDashboard();
    expect(await screen.findByRole("heading", { level: 1, name: "Welcome back!" })).toBeInTheDocument();
    const actions = screen.getByRole("region", { name: "Action required" });
    expect(within(actions).getByText("Nothing needs your attention right now.")).toBeInTheDocument();
    expect(within(actions).queryByRole("listitem")).not.toBeInTheDocument();
    expect(screen.getByRole("region", { name: "Open balance" })).toHaveTextContent("Nothing to pay.");
  });
});
