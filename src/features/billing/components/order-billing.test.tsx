import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { I18nextProvider } from "react-i18next";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Invoice, OrderBilling as OrderBillingData, Quote } from "@common/billing";
import { createI18n } from "@/i18n/i18n";
import { OrderBilling } from "./order-billing";

/** The seller's payment term and tax rate, as the billing API sends them. */
const TERMS = { paymentTermDays: 14, taxRateBp: 0 };

const quote = (over: Partial<Quote>): Quote => ({
  id: 1,
  version: 1,
  status: "open",
  currency: "USD",
  lines: [
    { description: "Campaign setup", quantity: 1, unitPriceCents: 50_000 },
    { description: "Weekly report", quantity: 4, unitPriceCents: 12_550 },
  ],
  subtotalCents: 100_200,
  taxRateBp: 0,
  taxCents: 0,
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
  refundedCents: 0,
  balanceCents: 119_238,
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
  creditNotes: [],
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
    billing = {
      quotes: [],
      invoices: [],
      paymentOptions: { bankTransfer: null, crypto: null, card: false, wallet: false },
      terms: TERMS,
    };
    renderBilling();
    expect(await screen.findByText(/No quote or invoice yet/)).toBeInTheDocument();
  });

  it("shows an error with a retry when the billing cannot be loaded", async () => {
    fetchMock.mockImplementationOnce(async () => json({ error: { code: "X", message: "x" } }, 500));
    billing = {
      quotes: [],
      invoices: [],
      paymentOptions: { bankTransfer: null, crypto: null, card: false, wallet: false },
      terms: TERMS,
    };
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
      paymentOptions: { bankTransfer: null, crypto: null, card: false, wallet: false },
      terms: TERMS,
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
      paymentOptions: { bankTransfer: null, crypto: null, card: false, wallet: false },
      terms: TERMS,
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

  it("Accept opens a summary first: lines, net, tax and gross, payment terms and the terms link; Cancel returns focus", async () => {
    const user = userEvent.setup();
    billing = {
      // The quote's own rate (19 %), not the settings' of today (7.5 %): its invoice carries the quote's.
      quotes: [quote({ id: 2, version: 2, taxRateBp: 1900, taxCents: 19_038, totalCents: 119_238 })],
      invoices: [],
      paymentOptions: { bankTransfer: null, crypto: null, card: false, wallet: false },
      terms: { paymentTermDays: 14, taxRateBp: 750 },
    };
    renderBilling();
    const accept = await screen.findByRole("button", { name: "Accept quote" });
    await user.click(accept);
    const dialog = await screen.findByRole("dialog", { name: "Accept quote version 2?" });
    // Focus moved into the dialog; nothing was decided yet.
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    expect(fetchMock.mock.calls.some(([u]) => String(u).endsWith("/decision"))).toBe(false);
    expect(within(dialog).getByRole("table", { name: "Line items of quote version 2" })).toBeInTheDocument();
    expect(within(dialog).getByRole("cell", { name: /^Weekly report/ })).toBeInTheDocument();
    expect(within(dialog).getByRole("rowheader", { name: "Subtotal" }).nextSibling).toHaveTextContent("$1,002.00");
    expect(within(dialog).getByRole("rowheader", { name: "Tax (19%)" }).nextSibling).toHaveTextContent("$190.38");
    expect(within(dialog).getByTestId("grand-total")).toHaveTextContent("$1,192.38");
    expect(within(dialog).getByText(/The invoice is due 14 days after it is issued\./)).toHaveTextContent(
      "Its invoice will be for $1,192.38, including 19% tax ($190.38).",
    );
    const terms = within(dialog).getByRole("link", { name: "Read our Terms of Service (opens in a new tab)" });
    expect(terms).toHaveAttribute("href", "/terms");
    expect(terms).toHaveAttribute("target", "_blank");

    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(document.activeElement).toBe(accept);
    expect(fetchMock.mock.calls.some(([u]) => String(u).endsWith("/decision"))).toBe(false);
  });

  it("confirming in the summary accepts the quote, then focuses the billing heading", async () => {
    const user = userEvent.setup();
    billing = {
      quotes: [quote({ id: 2, version: 2 })],
      invoices: [],
      paymentOptions: { bankTransfer: null, crypto: null, card: false, wallet: false },
      terms: { paymentTermDays: 0, taxRateBp: 0 },
    };
    renderBilling();
    await user.click(await screen.findByRole("button", { name: "Accept quote" }));
    const dialog = await screen.findByRole("dialog", { name: "Accept quote version 2?" });
    // Without tax the total is what the invoice will be for.
    expect(within(dialog).getByText(/The invoice is due as soon as it is issued\./)).toHaveTextContent(
      "Its invoice will be for $1,002.00.",
    );
    await user.click(within(dialog).getByRole("button", { name: "Accept and issue the invoice" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    const call = fetchMock.mock.calls.find(([u]) => String(u).endsWith("/decision"))!;
    expect(JSON.parse(String((call[1] as RequestInit).body))).toEqual({ decision: "accept" });
    expect(await screen.findByText("No quote is waiting for your answer.")).toBeInTheDocument();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole("heading", { name: "Billing" })));
  });

  it("an issued invoice: status, totals with tax, PDF link, bank and crypto instructions with the reference", async () => {
    billing = {
      quotes: [],
      invoices: [invoice({ overdue: true })],
      paymentOptions: { bankTransfer: "IBAN DE00 1234\nBIC ABCDEF", crypto: "BTC bc1qxyz", card: true, wallet: false },
      terms: TERMS,
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

  const checkoutBodies = () =>
    fetchMock.mock.calls
      .filter(([u]) => String(u).endsWith("/checkout"))
      .map(([, init]) => JSON.parse(String((init as RequestInit).body)) as unknown);

  it("Pay by card posts the card method and opens the checkout page", async () => {
    const assign = vi.fn();
    vi.stubGlobal("location", { ...window.location, assign });
    billing = {
      quotes: [],
      invoices: [invoice()],
      paymentOptions: { bankTransfer: null, crypto: null, card: true, wallet: false },
      terms: TERMS,
    };
    renderBilling();
    expect(await screen.findByRole("button", { name: "Pay by card" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Pay with PayPal" })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Pay by card" }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith("https://pay.example/session"));
    expect(checkoutBodies()).toEqual([{ method: "card" }]);
    expect(screen.getByRole("button", { name: "Opening the payment page…" })).toBeDisabled();
  });

  it("Pay with PayPal posts the wallet method and opens the checkout page", async () => {
    const assign = vi.fn();
    vi.stubGlobal("location", { ...window.location, assign });
    billing = {
      quotes: [],
      invoices: [invoice()],
      paymentOptions: { bankTransfer: null, crypto: null, card: false, wallet: true },
      terms: TERMS,
    };
    renderBilling();
    await userEvent.click(await screen.findByRole("button", { name: "Pay with PayPal" }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith("https://pay.example/session"));
    expect(checkoutBodies()).toEqual([{ method: "wallet" }]);
    expect(screen.queryByRole("button", { name: "Pay by card" })).not.toBeInTheDocument();
  });

  it("a checkout the provider refuses: the buttons come back and a toast says why", async () => {
    const assign = vi.fn();
    vi.stubGlobal("location", { ...window.location, assign });
    fetchMock.mockImplementation(async (url: string) => {
      if (url === "/api/orders/ORD-ABC/billing") return json(billing);
      return json({ error: { code: "PAYMENT_PROVIDER_ERROR", message: "The payment page could not be opened." } }, 502);
    });
    billing = {
      quotes: [],
      invoices: [invoice()],
      paymentOptions: { bankTransfer: null, crypto: null, card: true, wallet: true },
      terms: TERMS,
    };
    renderBilling();
    await userEvent.click(await screen.findByRole("button", { name: "Pay with PayPal" }));
    expect(await screen.findByRole("button", { name: "Pay with PayPal" })).toBeEnabled();
    expect(assign).not.toHaveBeenCalled();
  });

  it("with no method offered, says to contact us instead of promising an e-mail", async () => {
    billing = {
      quotes: [],
      invoices: [invoice()],
      paymentOptions: { bankTransfer: null, crypto: null, card: false, wallet: false },
      terms: TERMS,
    };
    renderBilling();
    expect(await screen.findByRole("link", { name: "Contact us to arrange payment" })).toHaveAttribute(
      "href",
      "/contact",
    );
    expect(screen.queryByText(/Payment instructions will follow/)).not.toBeInTheDocument();
  });

  it("the bank reference has a copy button", async () => {
    const writeText = vi.fn(async () => {});
    vi.stubGlobal("navigator", { ...navigator, clipboard: { writeText } });
    billing = {
      quotes: [],
      invoices: [invoice()],
      paymentOptions: { bankTransfer: "IBAN DE00 1234", crypto: null, card: false, wallet: false },
      terms: TERMS,
    };
    renderBilling();
    await userEvent.click(await screen.findByRole("button", { name: "Copy the reference INV-2026-0007" }));
    expect(writeText).toHaveBeenCalledWith("INV-2026-0007");
    expect(await screen.findByText("Reference INV-2026-0007 copied.")).toBeInTheDocument();
  });

  it("shows total, paid, refunded and balance, and the credit notes with their refunds", async () => {
    billing = {
      quotes: [],
      invoices: [
        invoice({
          status: "paid",
          paidCents: 119_238,
          refundedCents: 89_428,
          balanceCents: 0,
          paidAt: "2026-01-20T10:00:00.000Z",
          payments: [{ amountCents: 119_238, method: "card", reference: "pi_1", receivedOn: "2026-01-20" }],
          creditNotes: [
            {
              number: "CN-2026-0001",
              invoiceNumber: "INV-2026-0007",
              amountCents: 89_428,
              currency: "USD",
              reason: "Cancelled within 48 hours of the start: 75 %.",
              issuedAt: "2026-01-21T10:00:00.000Z",
              refunds: [
                {
                  id: 1,
                  amountCents: 50_000,
                  method: "card",
                  status: "succeeded",
                  refundedOn: "2026-01-22",
                  reference: "re_1",
                  destination: null,
                  needsDestination: false,
                },
                {
                  id: 2,
                  amountCents: 30_000,
                  method: "card",
                  status: "pending",
                  refundedOn: null,
                  reference: "",
                  destination: null,
                  needsDestination: false,
                },
                {
                  id: 3,
                  amountCents: 9_428,
                  method: "card",
                  status: "failed",
                  refundedOn: null,
                  reference: "",
                  destination: null,
                  needsDestination: false,
                },
              ],
            },
          ],
        }),
      ],
      paymentOptions: { bankTransfer: null, crypto: null, card: true, wallet: true },
      terms: TERMS,
    };
    renderBilling();
    const amounts = await screen.findByTestId("invoice-amounts");
    expect(amounts).toHaveTextContent("Total$1,192.38");
    expect(amounts).toHaveTextContent("Paid$1,192.38");
    expect(amounts).toHaveTextContent("Refunded$894.28");
    expect(amounts).toHaveTextContent("Balance due$0.00");
    expect(screen.queryByRole("button", { name: "Pay by card" })).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Download credit note CN-2026-0001 as PDF" })).toHaveAttribute(
      "href",
      "/api/credit-notes/CN-2026-0001/pdf",
    );
    expect(screen.getByText("Cancelled within 48 hours of the start: 75 %.")).toBeInTheDocument();
    const refunds = screen.getByRole("list", { name: "Refunds of credit note CN-2026-0001" });
    expect(
      within(refunds)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual([
      "$500.00Refunded on Jan 22, 2026",
      "$300.00Refund on its way",
      "$94.28Refund failed — we will contact you",
    ]);
  });

  it("an invoice without refunds shows no refunded line", async () => {
    billing = {
      quotes: [],
      invoices: [invoice({ paidCents: 20_000, balanceCents: 99_238 })],
      paymentOptions: { bankTransfer: null, crypto: null, card: true, wallet: false },
      terms: TERMS,
    };
    renderBilling();
    const amounts = await screen.findByTestId("invoice-amounts");
    expect(amounts).not.toHaveTextContent("Refunded");
    expect(amounts).toHaveTextContent("Balance due$992.38");
    expect(screen.getByRole("heading", { name: "Pay $992.38" })).toBeInTheDocument();
  });

  it("back from the payment page, says the payment is being confirmed", async () => {
    billing = {
      quotes: [],
      invoices: [invoice()],
      paymentOptions: { bankTransfer: null, crypto: null, card: true, wallet: false },
      terms: TERMS,
    };
    renderBilling("en", "/dashboard/orders/ORD-ABC?payment=done");
    expect(await screen.findByTestId("payment-return")).toHaveTextContent(/We are confirming your payment/);
    expect(screen.getByTestId("payment-return")).toHaveAttribute("role", "status");
  });

  it("back from the payment page, asks again until the webhook has marked the invoice paid", async () => {
    billing = {
      quotes: [],
      invoices: [invoice()],
      paymentOptions: { bankTransfer: null, crypto: null, card: true, wallet: false },
      terms: TERMS,
    };
    renderBilling("en", "/dashboard/orders/ORD-ABC?payment=done");
    expect(await screen.findByTestId("payment-return")).toHaveAttribute("data-state", "done");
    billing = {
      ...billing,
      invoices: [invoice({ status: "paid", paidCents: 119_238, balanceCents: 0, paidAt: "2026-01-20T10:00:00.000Z" })],
    };
    await waitFor(() => expect(screen.getByTestId("payment-return")).toHaveAttribute("data-state", "confirmed"), {
      timeout: 6000,
    });
    expect(screen.getByTestId("payment-return")).toHaveTextContent(/payment has been received/);
    const asked = fetchMock.mock.calls.filter(([u]) => u === "/api/orders/ORD-ABC/billing").length;
    expect(asked).toBeGreaterThanOrEqual(2);
  });

  it("back from a failed payment, says nothing was charged", async () => {
    billing = {
      quotes: [],
      invoices: [invoice()],
      paymentOptions: { bankTransfer: null, crypto: null, card: true, wallet: false },
      terms: TERMS,
    };
    renderBilling("en", "/dashboard/orders/ORD-ABC?payment=failed");
    expect(await screen.findByTestId("payment-return")).toHaveTextContent(/did not go through/);
  });

  it("an e-mail's #invoice- link scrolls to the invoice and focuses it", async () => {
    const scrollIntoView = vi.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    billing = {
      quotes: [],
      invoices: [invoice({ number: "INV-2026-0008" }), invoice()],
      paymentOptions: { bankTransfer: null, crypto: null, card: true, wallet: false },
      terms: TERMS,
    };
    renderBilling("en", "/dashboard/orders/ORD-ABC#invoice-INV-2026-0007");
    await waitFor(() => expect(document.activeElement).toHaveAttribute("id", "invoice-INV-2026-0007"));
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
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
      paymentOptions: { bankTransfer: "IBAN", crypto: null, card: true, wallet: false },
      terms: TERMS,
    };
    renderBilling("de");
    expect(await screen.findByText("Bezahlt", { selector: "[data-status]" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Karte bezahlen/ })).not.toBeInTheDocument();
    expect(screen.getByTestId("grand-total").textContent?.replace(/\s/g, " ")).toBe("1.192,38 $");
  });
  it("money is in each document's own currency: a yen quote has no decimals, a euro invoice keeps its cents", async () => {
    billing = {
      quotes: [
        quote({
          id: 2,
          version: 2,
          currency: "JPY",
          lines: [{ description: "Campaign setup", quantity: 2, unitPriceCents: 75_000 }],
          totalCents: 150_000,
        }),
      ],
      invoices: [
        invoice({
          currency: "EUR",
          taxRateBp: 0,
          taxCents: 0,
          subtotalCents: 149_900,
          totalCents: 149_900,
          balanceCents: 149_900,
        }),
      ],
      paymentOptions: { bankTransfer: null, crypto: null, card: false, wallet: false },
      terms: TERMS,
    };
    renderBilling();
    const open = await screen.findByTestId("open-quote");
    // ¥150,000 is stored as 150000 (yen have no minor unit), never shown as ¥1,500.00.
    expect(within(open).getByTestId("grand-total")).toHaveTextContent("¥150,000");
    expect(within(open).getByRole("cell", { name: /^Campaign setup/ })).toHaveTextContent("Campaign setup2 × ¥75,000");
    const amounts = screen.getByTestId("invoice-amounts");
    expect(within(amounts).getAllByText("€1,499.00").length).toBeGreaterThan(0);
    expect(amounts).not.toHaveTextContent("$");
  });
});
