import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { I18nextProvider } from "react-i18next";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Cancellation, CancellationView, RefundTier } from "@common/refund-policy";
import { createI18n } from "@/i18n/i18n";
import { OrderCancellation } from "./order-cancellation";

const view = (over: Partial<CancellationView> = {}): CancellationView => ({
  canRequest: true,
  immediate: false,
  quote: { tier: "not_started", paidCents: 100_000, refundCents: 90_000 },
  currency: "USD",
  request: null,
  ...over,
});

const pending = (over: Partial<Cancellation> = {}): Cancellation => ({
  id: 7,
  status: "pending",
  tier: "within_48h",
  paidCents: 100_000,
  computedCents: 75_000,
  approvedCents: null,
  reason: "",
  decisionReason: "",
  requestedAt: "2026-03-02T10:00:00.000Z",
  dueOn: "2026-03-05",
  decidedAt: null,
  ...over,
});

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
}

let current: CancellationView;
let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    if (url === "/api/orders/ORD-ABC/cancellation" && init?.method === "POST") {
      const body = JSON.parse(String(init.body)) as { reason?: string };
      current = current.immediate
        ? { ...current, canRequest: false }
        : {
            ...current,
            canRequest: false,
            request: pending({
              tier: current.quote.tier,
              computedCents: current.quote.refundCents,
              reason: body.reason ?? "",
            }),
          };
      return json({ cancellation: current }, 201);
    }
    if (url === "/api/orders/ORD-ABC/cancellation") return json(current);
    if (url === "/api/orders/ORD-ABC/billing") {
      return json({
        quotes: [],
        invoices: [],
        paymentOptions: { bankTransfer: null, crypto: null, card: false, wallet: false },
      });
    }
    return json({ error: { code: "NOT_FOUND", message: "not found" } }, 404);
  });
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

function renderCancellation(orderStatus = "in_progress", lng: "en" | "de" = "en") {
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <I18nextProvider i18n={createI18n(lng)}>
      <QueryClientProvider client={qc}>
        <MemoryRouter>
          <main>
            <h1>Order</h1>
            <OrderCancellation orderCode="ORD-ABC" orderStatus={orderStatus} />
          </main>
        </MemoryRouter>
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

async function openDialog() {
  await userEvent.click(await screen.findByRole("button", { name: "Cancel order" }));
  // jsdom's name computation puts a space around the code's no-wrap <span>; browsers do not.
  return screen.findByRole("dialog", { name: /^Cancel order ORD-ABC ?\?$/ });
}

describe("OrderCancellation", () => {
  const cases: [string, Partial<CancellationView>, string][] = [
    [
      "not_started",
      { quote: { tier: "not_started", paidCents: 100_000, refundCents: 90_000 } },
      "The work has not started: you get back $900.00 of the $1,000.00 paid, minus the 10% administration fee.",
    ],
    [
      "within_48h",
      { quote: { tier: "within_48h", paidCents: 100_000, refundCents: 75_000 } },
      "The work started less than 48 hours ago: you get back 75% of what you paid, $750.00 of $1,000.00.",
    ],
    [
      "half_done",
      { quote: { tier: "half_done", paidCents: 100_000, refundCents: 0 } },
      "Half of the work or more is done: the Refund Policy gives nothing back.",
    ],
    [
      "staff_decides",
      { quote: { tier: "staff_decides", paidCents: 100_000, refundCents: null } },
      "The work is under way: we decide the refund as our Refund Policy says.",
    ],
    [
      "nothing_paid (invoiced)",
      { quote: { tier: "nothing_paid", paidCents: 0, refundCents: 0 } },
      "Nothing has been paid, so there is nothing to refund. We will confirm the cancellation.",
    ],
    [
      "nothing_paid (immediate)",
      { immediate: true, quote: { tier: "nothing_paid", paidCents: 0, refundCents: 0 } },
      "Nothing has been paid: the order is cancelled at once.",
    ],
  ];
  for (const [name, over, text] of cases) {
    it(`explains the ${name} tier before anything is sent`, async () => {
      current = view(over);
      renderCancellation();
      const dialog = await openDialog();
      expect(within(dialog).getByText(text)).toHaveAttribute("data-tier", current.quote.tier as RefundTier);
      expect(within(dialog).getByRole("link", { name: /Read the Refund Policy/ })).toHaveAttribute("href", "/refund");
      expect(within(dialog).getByLabelText("Reason (optional)")).toBeInTheDocument();
      const confirm = current.immediate ? "Cancel order" : "Ask to cancel";
      expect(within(dialog).getByRole("button", { name: confirm })).toBeInTheDocument();
      if (current.immediate) expect(within(dialog).queryByText(/We answer within/)).not.toBeInTheDocument();
      else {
        expect(
          within(dialog).getByText(
            "We answer within 3 business days; an approved refund is paid in 5–10 business days.",
          ),
        ).toBeInTheDocument();
      }
      expect(fetchMock.mock.calls.some(([, init]) => (init as RequestInit | undefined)?.method === "POST")).toBe(false);
    });
  }

  it("asking posts the reason, then shows the pending request with its amount and focuses the section", async () => {
    const user = userEvent.setup();
    current = view({ quote: { tier: "within_48h", paidCents: 100_000, refundCents: 75_000 } });
    renderCancellation();
    const dialog = await openDialog();
    await user.type(within(dialog).getByLabelText("Reason (optional)"), "Plans changed");
    await user.click(within(dialog).getByRole("button", { name: "Ask to cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    const post = fetchMock.mock.calls.find(([, init]) => (init as RequestInit | undefined)?.method === "POST")!;
    expect(JSON.parse(String((post[1] as RequestInit).body))).toEqual({ reason: "Plans changed" });
    const status = await screen.findByTestId("cancellation-status");
    expect(status).toHaveAttribute("data-status", "pending");
    expect(status).toHaveTextContent("Cancellation requested on Mar 2, 2026. We will answer by Mar 5, 2026.");
    expect(status).toHaveTextContent("Refund under the Refund Policy: $750.00.");
    expect(screen.queryByRole("button", { name: "Cancel order" })).not.toBeInTheDocument();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole("heading", { name: "Cancellation" })));
  });

  it("without a reason, posts an empty body", async () => {
    current = view();
    renderCancellation();
    const dialog = await openDialog();
    await userEvent.click(within(dialog).getByRole("button", { name: "Ask to cancel" }));
    await screen.findByTestId("cancellation-status");
    const post = fetchMock.mock.calls.find(([, init]) => (init as RequestInit | undefined)?.method === "POST")!;
    expect(JSON.parse(String((post[1] as RequestInit).body))).toEqual({});
  });

  it("approved: the refund and the credit note", async () => {
    current = view({
      canRequest: false,
      request: pending({ status: "approved", approvedCents: 75_000, decidedAt: "2026-03-03T10:00:00.000Z" }),
    });
    fetchMock.mockImplementation(async (url: string) => {
      if (url === "/api/orders/ORD-ABC/cancellation") return json(current);
      return json({
        quotes: [],
        invoices: [
          {
            number: "INV-2026-0001",
            creditNotes: [
              {
                number: "CN-2026-0004",
                invoiceNumber: "INV-2026-0001",
                amountCents: 75_000,
                currency: "USD",
                reason: "",
                issuedAt: "2026-03-03T10:00:00.000Z",
                refunds: [],
              },
            ],
          },
        ],
        paymentOptions: { bankTransfer: null, crypto: null, card: false, wallet: false },
      });
    });
    renderCancellation("cancelled");
    const status = await screen.findByTestId("cancellation-status");
    expect(status).toHaveTextContent("Cancelled. Refund: $750.00");
    expect(await within(status).findByRole("link", { name: "Credit note CN-2026-0004 (PDF)" })).toHaveAttribute(
      "href",
      "/api/credit-notes/CN-2026-0004/pdf",
    );
  });

  it("declined: our reason", async () => {
    current = view({
      canRequest: true,
      request: pending({ status: "declined", decisionReason: "The campaign has already been delivered." }),
    });
    renderCancellation();
    expect(await screen.findByTestId("cancellation-status")).toHaveTextContent(
      "Cancellation declined: The campaign has already been delivered.",
    );
  });

  it("shows nothing for an order that cannot be cancelled and has no request", async () => {
    current = view({ canRequest: false });
    const { container } = renderCancellation("completed");
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(container.querySelector("[data-testid=order-cancellation]")).toBeNull();
  });

  it("in German, the amounts follow the language", async () => {
    current = view({ quote: { tier: "within_48h", paidCents: 100_000, refundCents: 75_000 } });
    renderCancellation("in_progress", "de");
    await userEvent.click(await screen.findByRole("button", { name: "Auftrag stornieren" }));
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByText(/750,00\s\$ von 1\.000,00\s\$/)).toBeInTheDocument();
  });
});
