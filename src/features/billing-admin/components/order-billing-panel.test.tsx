import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { I18nextProvider } from "react-i18next";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Invoice, OrderBilling, Quote } from "@common/billing";
import { createI18n } from "@/i18n/i18n";
import { OrderBillingPanel, type BillingOrder } from "./order-billing-panel";

const i18n = createI18n();

const invoice: Invoice = {
  number: "INV-2026-0001",
  orderCode: "ORD-1",
  status: "issued",
  currency: "USD",
  lines: [{ description: "Strategic Shilling — Professional", quantity: 1, unitPriceCents: 249_900 }],
  subtotalCents: 249_900,
  taxRateBp: 0,
  taxCents: 0,
  totalCents: 249_900,
  paidCents: 49_900,
  refundedCents: 0,
  balanceCents: 200_000,
  issuedAt: "2026-03-01T10:00:00.000Z",
  dueDate: "2026-03-15",
  paidAt: null,
  voidedAt: null,
  voidReason: null,
  overdue: false,
  replacesNumber: null,
  seller: { name: "Umbra Agency Ltd.", address: "", taxId: "", bankDetails: "", cryptoAddresses: "" },
  buyer: { name: "Ann", email: "ann@example.com", company: "", address: "", taxId: "" },
  payments: [{ amountCents: 49_900, method: "bank_transfer", reference: "REF-1", receivedOn: "2026-03-02" }],
  creditNotes: [],
};

const openQuote: Quote = {
  id: 1,
  version: 1,
  status: "open",
  currency: "USD",
  lines: [{ description: "Strategy", quantity: 2, unitPriceCents: 10_000 }],
  subtotalCents: 20_000,
  taxRateBp: 0,
  taxCents: 0,
  totalCents: 20_000,
  validUntil: "2026-04-01",
  note: "",
  createdAt: "2026-03-01T10:00:00.000Z",
  decidedAt: null,
  declineReason: null,
};

type Call = { url: string; method: string; body: unknown };
let calls: Call[];
const TERMS = { paymentTermDays: 14, taxRateBp: 0 };
let billing: OrderBilling;
let answer: (c: Call) => { status: number; body: unknown } | undefined;

const respond = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

beforeEach(() => {
  calls = [];
  billing = {
    quotes: [],
    invoices: [],
    paymentOptions: { bankTransfer: null, crypto: null, card: false, wallet: false },
    terms: TERMS,
  };
  answer = () => undefined;
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init?: RequestInit) => {
      const call = { url, method: init?.method ?? "GET", body: init?.body ? JSON.parse(String(init.body)) : null };
      calls.push(call);
      const a = answer(call);
      if (a) return respond(a.status, a.body);
      if (url.endsWith("/billing")) return respond(200, billing);
      if (url.endsWith("/billing/settings"))
        return respond(200, {
          legalName: "",
          address: "",
          taxId: "",
          bankDetails: "",
          cryptoAddresses: "",
          taxRateBp: 1900,
          paymentTermDays: 14,
          bankTransferEnabled: true,
          cryptoEnabled: true,
        });
      return respond(201, { quote: openQuote, invoice });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

function renderPanel(order: Partial<BillingOrder> = {}, instance = i18n) {
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={qc}>
      <I18nextProvider i18n={instance}>
        <MemoryRouter>
          <OrderBillingPanel
            order={{
              id: "ORD-1",
              serviceId: "shilling",
              tierId: "professional",
              amountCents: 249_900,
              currency: "USD",
              ...order,
            }}
          />
        </MemoryRouter>
      </I18nextProvider>
    </QueryClientProvider>,
  );
}

describe("order billing panel", () => {
  it("starts a first quote from the plan's list price and sends integer cents", async () => {
    const user = userEvent.setup();
    renderPanel();
    await user.click(await screen.findByRole("button", { name: "Write a quote" }));
    expect(screen.getByRole("textbox", { name: "Description, line 1" })).toHaveValue(
      "Strategic Shilling — Professional",
    );
    expect(screen.getByRole("textbox", { name: "Unit price (USD), line 1" })).toHaveValue("2499.00");

    await user.click(screen.getByRole("button", { name: "Add a line" }));
    await user.type(screen.getByRole("textbox", { name: "Description, line 2" }), "Extra posts");
    await user.clear(screen.getByRole("textbox", { name: "Quantity, line 2" }));
    await user.type(screen.getByRole("textbox", { name: "Quantity, line 2" }), "3");
    await user.type(screen.getByRole("textbox", { name: "Unit price (USD), line 2" }), "19.99");
    expect(screen.getByText("$2,558.97")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Send the quote" }));
    await waitFor(() => expect(calls.some((c) => c.method === "POST")).toBe(true));
    const post = calls.find((c) => c.method === "POST")!;
    expect(post.url).toBe("/api/admin/orders/ORD-1/quotes");
    expect(post.body).toMatchObject({
      lines: [
        { description: "Strategic Shilling — Professional", quantity: 1, unitPriceCents: 249_900 },
        { description: "Extra posts", quantity: 3, unitPriceCents: 1999 },
      ],
      currency: "USD",
      note: "",
    });
    // The editor closes and focus goes back to the button that opened it.
    await waitFor(() => expect(screen.getByRole("button", { name: "Write a quote" })).toHaveFocus());
  });

  it("a custom-quote plan starts empty, and a bad price is named at its field before anything is sent", async () => {
    const user = userEvent.setup();
    renderPanel({ serviceId: "custom", tierId: "enterprise", amountCents: null });
    await user.click(await screen.findByRole("button", { name: "Write a quote" }));
    expect(screen.getByRole("textbox", { name: "Description, line 1" })).toHaveValue("");
    await user.type(screen.getByRole("textbox", { name: "Description, line 1" }), "Campaign");
    await user.type(screen.getByRole("textbox", { name: "Unit price (USD), line 1" }), "12.3456");
    await user.click(screen.getByRole("button", { name: "Send the quote" }));
    expect(
      await screen.findByText(
        "Enter a price in the chosen currency, with at most its number of decimals (none for yen).",
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "Unit price (USD), line 1" })).toHaveAttribute("aria-invalid", "true");
    expect(calls.filter((c) => c.method === "POST")).toEqual([]);
  });

  it("quotes in the order's currency by default, or in another one with that currency's digits", async () => {
    const user = userEvent.setup();
    renderPanel({ amountCents: 229_900, currency: "EUR" });
    await user.click(await screen.findByRole("button", { name: "Write a quote" }));
    const select = screen.getByRole("combobox", { name: /Currency/ });
    expect(select).toHaveValue("EUR");
    // The order's currency first, then the usual ones, each once.
    expect(
      within(select)
        .getAllByRole("option")
        .map((o) => (o as HTMLOptionElement).value),
    ).toEqual(["EUR", "USD", "GBP", "JPY", "CNY", "AUD", "CAD", "CHF"]);
    expect(within(select).getByRole("option", { name: "JPY · Japanese Yen" })).toBeInTheDocument();
    // An order in euros starts from the price it was placed at, not the catalogue's dollars.
    expect(screen.getByRole("textbox", { name: "Unit price (EUR), line 1" })).toHaveValue("2299.00");

    await user.selectOptions(select, "JPY");
    const price = screen.getByRole("textbox", { name: "Unit price (JPY), line 1" });
    await user.clear(price);
    await user.type(price, "1500.5");
    await user.click(screen.getByRole("button", { name: "Send the quote" }));
    expect(await screen.findByText(/none for yen/)).toBeInTheDocument();
    expect(calls.filter((c) => c.method === "POST")).toEqual([]);

    await user.clear(price);
    await user.type(price, "150,000");
    expect(screen.getByText("¥150,000")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Send the quote" }));
    await waitFor(() => expect(calls.some((c) => c.method === "POST")).toBe(true));
    expect(calls.find((c) => c.method === "POST")!.body).toMatchObject({
      currency: "JPY",
      lines: [{ quantity: 1, unitPriceCents: 150_000 }],
    });
  });

  it("shows the server's field errors at the fields", async () => {
    const user = userEvent.setup();
    billing.quotes = [openQuote];
    answer = (c) =>
      c.method === "POST"
        ? {
            status: 400,
            body: {
              error: {
                code: "VALIDATION_FAILED",
                message: "Some fields are invalid.",
                fields: { "lines.0.description": "errors.description" },
              },
            },
          }
        : undefined;
    renderPanel();
    await user.click(await screen.findByRole("button", { name: "Revise the quote" }));
    // A revision starts from the open quote's lines.
    expect(screen.getByRole("textbox", { name: "Description, line 1" })).toHaveValue("Strategy");
    await user.click(screen.getByRole("button", { name: "Send the quote" }));
    expect(await screen.findByText("Enter a description (up to 300 characters).")).toBeInTheDocument();
  });

  it("after acceptance the quote can no longer be revised", async () => {
    billing.quotes = [{ ...openQuote, status: "accepted", decidedAt: "2026-03-02T10:00:00.000Z" }];
    renderPanel();
    expect(await screen.findByText(/it can no longer be revised/)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /quote/ })).toBeNull();
  });

  it("lists invoices with their figures and PDF, records a payment of the remaining amount, voids with a reason", async () => {
    const user = userEvent.setup();
    billing.invoices = [invoice];
    renderPanel();
    const card = await screen.findByRole("article", { name: "INV-2026-0001" });
    expect(within(card).getAllByText("$2,499.00").length).toBeGreaterThan(0);
    expect(within(card).getByText("Unpaid")).toBeInTheDocument();
    expect(within(card).getByText("Refunded").nextElementSibling).toHaveTextContent("$0.00");
    expect(within(card).getByText("Balance").nextElementSibling).toHaveTextContent("$2,000.00");
    expect(within(card).getByRole("link", { name: "Download PDF INV-2026-0001" })).toHaveAttribute(
      "href",
      "/api/admin/invoices/INV-2026-0001/pdf",
    );

    const opener = within(card).getByRole("button", { name: "Record a payment" });
    await user.click(opener);
    const dialog = await screen.findByRole("dialog", { name: "Payment for INV-2026-0001" });
    expect(within(dialog).getByRole("textbox", { name: "Amount (USD)" })).toHaveValue("2000.00");
    await user.type(within(dialog).getByRole("textbox", { name: /Reference/ }), "WIRE-9");
    await user.click(within(dialog).getByRole("button", { name: "Record the payment" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    const pay = calls.find((c) => c.url.endsWith("/payments"))!;
    expect(pay.body).toMatchObject({ method: "bank_transfer", reference: "WIRE-9", amountCents: 200_000 });
    await waitFor(() => expect(opener).toHaveFocus());

    await user.click(within(card).getByRole("button", { name: "Void" }));
    const voidDialog = await screen.findByRole("dialog", { name: "Void invoice INV-2026-0001" });
    await user.click(within(voidDialog).getByRole("button", { name: "Void the invoice" }));
    expect(await within(voidDialog).findByText("Give a reason of at least 3 characters.")).toBeInTheDocument();
    expect(calls.some((c) => c.url.endsWith("/void"))).toBe(false);
    await user.type(within(voidDialog).getByRole("textbox", { name: "Reason" }), "Wrong amount");
    await user.click(within(voidDialog).getByRole("button", { name: "Void the invoice" }));
    await waitFor(() => expect(calls.find((c) => c.url.endsWith("/void"))?.body).toEqual({ reason: "Wrong amount" }));
  });

  it("issues an invoice directly with the tax of the settings shown live", async () => {
    const user = userEvent.setup();
    renderPanel();
    await user.click(await screen.findByRole("button", { name: "Issue an invoice" }));
    expect(await screen.findByText("Tax (19%)")).toBeInTheDocument();
    expect(screen.getByText("$2,973.81")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Issue the invoice" }));
    await waitFor(() =>
      expect(calls.find((c) => c.url === "/api/admin/orders/ORD-1/invoices")?.body).toEqual({
        lines: [{ description: "Strategic Shilling — Professional", quantity: 1, unitPriceCents: 249_900 }],
      }),
    );
  });

  it("names what the settings miss when invoicing is refused, with the way to Settings", async () => {
    const user = userEvent.setup();
    answer = (c) =>
      c.method === "POST"
        ? {
            status: 409,
            body: {
              error: {
                code: "BILLING_SETUP_INCOMPLETE",
                message: "Billing setup incomplete",
                fields: { address: "missing", paymentMethod: "missing" },
              },
            },
          }
        : undefined;
    renderPanel();
    await user.click(await screen.findByRole("button", { name: "Issue an invoice" }));
    await user.click(screen.getByRole("button", { name: "Issue the invoice" }));
    const alert = await screen.findByText("Invoicing is not set up yet.");
    const box = alert.closest('[role="alert"]') as HTMLElement;
    expect(
      within(box)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["Postal address", "A payment method with complete details"]);
    expect(within(box).getByRole("link", { name: "Open billing settings" })).toHaveAttribute("href", "/admin/settings");
  });

  it("names the order's currency, not US dollars, on an order in euros (issue 37, point 12)", async () => {
    const user = userEvent.setup();
    billing.invoices = [{ ...invoice, currency: "EUR" }];
    const { unmount } = renderPanel({ currency: "EUR" });
    expect(
      await screen.findByText("Quotes, invoices and payments of this order. The order's currency: Euro (EUR)."),
    ).toBeInTheDocument();
    const card = await screen.findByRole("article", { name: "INV-2026-0001" });
    await user.click(within(card).getByRole("button", { name: "Record a payment" }));
    const dialog = await screen.findByRole("dialog", { name: "Payment for INV-2026-0001" });
    expect(within(dialog).getByRole("textbox", { name: "Amount (EUR)" })).toHaveValue("2000.00");
    expect(document.body.textContent).not.toMatch(/US dollars|USD/);
    unmount();

    // In German the currency's German name, and the payment field in the invoice's currency.
    renderPanel({ currency: "EUR" }, createI18n("de"));
    expect(
      await screen.findByText(
        "Angebote, Rechnungen und Zahlungen dieser Bestellung. Währung der Bestellung: Euro (EUR).",
      ),
    ).toBeInTheDocument();
    await user.click(await screen.findByRole("button", { name: "Zahlung erfassen" }));
    expect(await screen.findByRole("textbox", { name: "Betrag (EUR)" })).toBeInTheDocument();
  });
});
