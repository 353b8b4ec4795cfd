import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor, within } from "@testing-library/react";
import { I18nextProvider } from "react-i18next";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { PaymentIssueDto } from "@common/payment-issues";
import { createI18n } from "@/i18n/i18n";
import { PaymentIssuesList } from "./payment-issues-list";

const i18n = createI18n();

const currency: PaymentIssueDto = {
  id: 1,
  kind: "currency",
  provider: "stripe",
  eventId: "evt_1",
  eventType: "checkout.session.completed",
  invoiceNumber: "INV-2026-0001",
  orderCode: "ORD-000001",
  providerRef: "cs_test_1",
  expected: { currency: "USD", amountCents: 190_400 },
  received: { currency: "JPY", amountCents: 100_000 },
  detail: "",
  createdAt: "2026-03-01T10:00:00.000Z",
};
const malformed: PaymentIssueDto = {
  ...currency,
  id: 2,
  kind: "malformed",
  eventId: null,
  invoiceNumber: null,
  orderCode: null,
  providerRef: null,
  expected: null,
  received: null,
  detail: "data: Invalid input: expected object, received null",
};

let urls: string[];
let issues: PaymentIssueDto[];
beforeEach(() => {
  urls = [];
  issues = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string) => {
      urls.push(url);
      return new Response(JSON.stringify({ issues }), { status: 200, headers: { "Content-Type": "application/json" } });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

function renderList(order?: string) {
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <QueryClientProvider client={qc}>
      <I18nextProvider i18n={i18n}>
        <MemoryRouter>
          <PaymentIssuesList order={order} />
        </MemoryRouter>
      </I18nextProvider>
    </QueryClientProvider>,
  );
  return { ...view, qc };
}

describe("payment issues", () => {
  it("shows an order's issues with what was asked for and what came", async () => {
    issues = [currency];
    renderList("ORD-000001");
    const region = await screen.findByRole("region", { name: "Payment events not applied: 1" });
    expect(urls).toEqual(["/api/admin/payment-issues?order=ORD-000001"]);
    const item = within(region).getByRole("listitem");
    expect(item).toHaveTextContent("Stripe: paid in another currency than the checkout asked for");
    expect(item).toHaveTextContent("Asked for:$1,904.00");
    expect(item).toHaveTextContent("Received:¥100,000");
    expect(item).toHaveTextContent("Invoice INV-2026-0001");
    expect(item).toHaveTextContent("cs_test_1");
    // On the order's own sheet there is no link to it.
    expect(within(item).queryByRole("link")).toBeNull();
  });

  it("lists all issues with a link to each order and an unreadable event's detail", async () => {
    issues = [currency, malformed];
    renderList();
    const region = await screen.findByRole("region", { name: "Payment events not applied: 2" });
    expect(urls).toEqual(["/api/admin/payment-issues"]);
    expect(within(region).getByRole("link", { name: "ORD-000001" })).toHaveAttribute(
      "href",
      "/admin/orders/ORD-000001",
    );
    expect(within(region).getByText("Stripe: a signed event this site cannot read")).toBeInTheDocument();
    expect(within(region).getByText(malformed.detail)).toBeInTheDocument();
  });

  it("shows nothing when there is nothing to look at", async () => {
    const { container, qc } = renderList("ORD-000002");
    await waitFor(() => expect(qc.getQueryState(["admin", "payment-issues", "ORD-000002"])?.status).toBe("success"));
    expect(urls).toHaveLength(1);
    expect(container).toBeEmptyDOMElement();
  });
});
