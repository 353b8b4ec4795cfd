import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { I18nextProvider } from "react-i18next";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createI18n } from "@/i18n/i18n";
import type { Invoice, OrderBilling as OrderBillingData, Quote } from "../types";
import { OrderBilling } from "./order-billing";

const quote = (over: Partial<Quote>): Quote => ({
  id: 1,
  version: 1,
  status: "open",
  currency: "USD",
  lines: [
    { description: "Campaign setup", quantity: 1, unitPriceCents: 50_000 },
    { description: "Weekly report", quantity: 4, unitPriceCents: 12_550 },
  ],
  totalCents: 100_200,
  validUntil: "2099-12-31",
  note: "Includes two revisions.",
  createdAt: "2026-01-10T10:00:00.000Z",
  decidedAt: null,
  declineReason: null,
  ...over,
});

const invoice = (over: Partial<Invoice> = {}): Invoice => ({
  number: "INV-2026-0007",
  orderCode: "ORD-ABC",
  status: "issued",
  currency: "USD",
  lines: quote({}).lines,
  subtotalCents: 100_200,
  taxRateBp: 1900,
  taxCents: 19_038,
  totalCents: 119_238,
  paidCents: 0,
  issuedAt: "2026-01-12T10:00:00.000Z",
  dueDate: "2026-01-26",
  paidAt: null,
  voidedAt: null,
  voidReason: null,
  overdue: false,
  replacesNumber: null,
  seller: { name: "Umbra Agency Ltd.", address: "", taxId: "", bankDetails: "", cryptoAddresses: "" },
  buyer: { name: "Ada", email: "ada@example.com", company: "", address: "", taxId: "" },
  payments: [],
  ...over,
});

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
}

let billing: OrderBillingData;
let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  vi.stubGlobal(
    "ResizeObserver",
    class {
      observe() {}
      disconnect() {}
    },
  );
  fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    if (url === "/api/orders/ORD-ABC/billing") return json(billing);
    if (url === "/api/orders/ORD-ABC/quotes/2/decision" && init?.method === "POST") {
      const body = JSON.parse(String(init.body)) as { decision: string; reason?: string };
      const decided = { ...billing.quotes[0]!, status: body.decision === "accept" ? "accepted" : "declined" };
      billing = { ...billing, quotes: [decided as Quote, ...billing.quotes.slice(1)] };
      return json({ quote: decided, invoice: null });
    }
    if (url === "/api/invoices/INV-2026-0007/checkout") return json({ url: "https://pay.example/session" });
    return json({ error: { code: "NOT_FOUND", message: "not found" } }, 404);
  });
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

function renderBilling(lng: "en" | "de" = "en", url = "/dashboard/orders/ORD-ABC") {
  const i18n = createI18n(lng);
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={qc}>
        <MemoryRouter initialEntries={[url]}>
          <main>
            <h1>Order</h1>
            <OrderBilling orderCode="ORD-ABC" />
          </main>
        </MemoryRouter>
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

describe("OrderBilling", () => {
  it("says so when the order has no quote or invoice", async () => {
    billing = { quotes: [], invoices: [], paymentOptions: { bankTransfer: null, crypto: null, card: false } };
    renderBilling();
    expect(await screen.findByText(/No quote or invoice yet/)).toBeInTheDocument();
  });

  it("shows an error with a retry when the billing cannot be loaded", async () => {
    fetchMock.mockImplementationOnce(async () => json({ error: { code: "X", message: "x" } }, 500));
    billing = { quotes: [], invoices: [], paymentOptions: { bankTransfer: null, crypto: null, card: false } };
    renderBilling();
    expect(await screen.findByRole("alert")).toHaveTextContent("The billing could not be loaded.");
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByText(/No quote or invoice yet/)).toBeInTheDocument();
  });

  it("shows the open quote with its lines and total, and earlier versions as history", async () => {
    billing = {
      quotes: [
        quote({ id: 2, version: 2 }),
        quote({ id: 1, version: 1, status: "superseded", totalCents: 90_000, note: "" }),
      ],
      invoices: [],
      paymentOptions: { bankTransfer: null, crypto: null, card: false },
    };
    renderBilling();
    const open = await screen.findByTestId("open-quote");
    expect(within(open).getByText("Quote version 2")).toBeInTheDocument();
    expect(within(open).getByRole("table", { name: "Line items of quote version 2" })).toBeInTheDocument();
    expect(within(open).getByTestId("grand-total")).toHaveTextContent("$1,002.00");
    expect(within(open).getByText("$502.00")).toBeInTheDocument();
    // A phone shows quantity × unit price under each description (the two columns give way at that width).
    expect(within(open).getByRole("cell", { name: /^Weekly report/ })).toHaveTextContent("Weekly report4 × $125.50");
    expect(within(open).getByText("Includes two revisions.")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Earlier quotes" })).toBeInTheDocument();
    expect(screen.getByText("Superseded")).toBeInTheDocument();
  });

  it("declines with a reason in a dialog, then focuses the billing heading", async () => {
    const user = userEvent.setup();
    billing = {
      quotes: [quote({ id: 2, version: 2 })],
      invoices: [],
      paymentOptions: { bankTransfer: null, crypto: null, card: false },
    };
    renderBilling();
    await user.click(await screen.findByRole("button", { name: "Decline" }));
    const dialog = await screen.findByRole("dialog", { name: "Decline quote version 2?" });
    await user.type(within(dialog).getByLabelText("Reason (optional)"), "Too expensive");
    await user.click(within(dialog).getByRole("button", { name: "Decline quote" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    const call = fetchMock.mock.calls.find(([u]) => String(u).endsWith("/decision"))!;
    expect(JSON.parse(String((call[1] as RequestInit).body))).toEqual({ decision: "decline", reason: "Too expensive" });
    expect(await screen.findByText("No quote is waiting for your answer.")).toBeInTheDocument();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole("heading", { name: "Billing" })));
  });

  it("an issued invoice: status, totals with tax, PDF link, bank and crypto instructions with the reference", async () => {
    billing = {
      quotes: [],
      invoices: [invoice({ overdue: true })],
      paymentOptions: { bankTransfer: "IBAN DE00 1234\nBIC ABCDEF", crypto: "BTC bc1qxyz", card: true },
    };
    renderBilling();
    const heading = await screen.findByRole("heading", { name: /INV-2026-0007/ });
    expect(heading).toHaveTextContent("Overdue");
    expect(screen.getByRole("link", { name: "Download invoice INV-2026-0007 as PDF" })).toHaveAttribute(
      "href",
      "/api/invoices/INV-2026-0007/pdf",
    );
    expect(screen.getByText("Tax (19%)")).toBeInTheDocument();
    expect(screen.getByTestId("grand-total")).toHaveTextContent("$1,192.38");
    expect(screen.getByRole("heading", { name: "Pay $1,192.38" })).toBeInTheDocument();
    expect(screen.getByText(/IBAN DE00 1234/)).toBeInTheDocument();
    expect(screen.getByText("BTC bc1qxyz")).toBeInTheDocument();
    expect(screen.getByText("INV-2026-0007", { selector: "strong" })).toBeInTheDocument();
  });

  it("Pay now by card opens the checkout page", async () => {
    const assign = vi.fn();
    vi.stubGlobal("location", { ...window.location, assign });
    billing = {
      quotes: [],
      invoices: [invoice()],
      paymentOptions: { bankTransfer: null, crypto: null, card: true },
    };
    renderBilling();
    await userEvent.click(await screen.findByRole("button", { name: "Pay now by card" }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith("https://pay.example/session"));
  });

  it("back from the card payment page, says the payment is being confirmed", async () => {
    billing = {
      quotes: [],
      invoices: [invoice()],
      paymentOptions: { bankTransfer: null, crypto: null, card: true },
    };
    renderBilling("en", "/dashboard/orders/ORD-ABC?payment=done");
    expect(await screen.findByTestId("payment-return")).toHaveTextContent(/card payment is being confirmed/);
    expect(screen.getByTestId("payment-return")).toHaveAttribute("role", "status");
  });

  it("a paid invoice offers no payment, and money follows the language", async () => {
    billing = {
      quotes: [],
      invoices: [
        invoice({
          status: "paid",
          paidCents: 119_238,
          paidAt: "2026-01-20T10:00:00.000Z",
          payments: [{ amountCents: 119_238, method: "bank_transfer", reference: "x", receivedOn: "2026-01-20" }],
        }),
      ],
      paymentOptions: { bankTransfer: "IBAN", crypto: null, card: true },
    };
    renderBilling("de");
    expect(await screen.findByText("Bezahlt", { selector: "[data-status]" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Karte bezahlen/ })).not.toBeInTheDocument();
    expect(screen.getByTestId("grand-total").textContent?.replace(/\s/g, " ")).toBe("1.192,38 $");
  });
});
