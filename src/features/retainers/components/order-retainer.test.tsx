import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { I18nextProvider } from "react-i18next";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { RetainerView } from "@common/retainers";
import { createI18n } from "@/i18n/i18n";
import { OrderRetainer } from "./order-retainer";

const VIEW: RetainerView = {
  status: "active",
  serviceId: "youtube",
  tierId: "professional",
  everyMonths: 1,
  quota: null,
  rollover: false,
  amountCents: 100_000,
  currency: "EUR",
  startedOn: "2026-12-04",
  current: {
    slot: 0,
    startsOn: "2026-12-04",
    endsOn: "2027-01-03",
    included: 0,
    rolledOver: 0,
    used: 0,
    left: 0,
    invoiceNumber: "INV-2026-0001",
  },
  nextInvoice: { issueOn: "2026-12-28", periodStartsOn: "2027-01-04", amountCents: 110_000, currency: "EUR" },
  resumesOn: null,
  endsOn: null,
  pausedPeriods: 0,
  maxPausePeriods: 3,
  cancelQuotes: [],
  periods: [],
  planOptions: [],
  pendingAdjustments: [],
  priceChange: null,
  listPrice: { amountCents: 120_000, appliesFrom: "2027-02-04" },
};
const NOTICED: RetainerView = {
  ...VIEW,
  priceChange: { amountCents: 120_000, from: "2027-02-04", noticedOn: "2026-12-04" },
  listPrice: null,
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

function renderStaff(answers: Response[], view: RetainerView = VIEW) {
  const posts: string[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const method = init?.method ?? (input instanceof Request ? input.method : "GET");
      if (method === "POST") {
        posts.push(input instanceof Request ? input.url : String(input));
        return answers.shift()!;
      }
      return json({ retainer: view });
    }),
  );
  render(
    <I18nextProvider i18n={createI18n("de")}>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <OrderRetainer side="staff" code="ORD-000042" />
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return posts;
}

afterEach(() => vi.unstubAllGlobals());

describe("OrderRetainer: notice of a new price (staff, German)", () => {
  it("shows the list price and the day it would apply before confirming, then the notice in the summary", async () => {
    const posts = renderStaff([json({ retainer: NOTICED })]);
    await userEvent.click(await screen.findByRole("button", { name: "Neuen Preis ankündigen" }));
    const dialog = screen.getByRole("dialog", { name: "Neuen Preis ankündigen" });
    expect(dialog).toHaveTextContent(/nennt für dieses Paket jetzt 1\.200\s€; dieses Abonnement zahlt 1\.000\s€/);
    expect(dialog).toHaveTextContent("der am 04.02.2027 beginnt, frühestens in 30 Tagen");
    await userEvent.click(within(dialog).getByRole("button", { name: "Ankündigen" }));
    expect(await screen.findByTestId("retainer-price-change")).toHaveTextContent(
      /Ab dem Zeitraum, der am 04\.02\.2027 beginnt, beträgt der Preis 1\.200\s€ \(angekündigt am 04\.12\.2026\)/,
    );
    expect(posts).toEqual([expect.stringMatching(/\/api\/admin\/orders\/ORD-000042\/retainer\/price-notice$/)]);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Neuen Preis ankündigen" })).not.toBeInTheDocument();
  });

  it("says which earlier notice a new one replaces", async () => {
    const pending: RetainerView = { ...NOTICED, listPrice: { amountCents: 130_000, appliesFrom: "2027-02-04" } };
    renderStaff([], pending);
    await userEvent.click(await screen.findByRole("button", { name: "Neuen Preis ankündigen" }));
    const dialog = screen.getByRole("dialog");
    expect(dialog).toHaveTextContent(/jetzt 1\.300\s€; dieses Abonnement zahlt 1\.000\s€/);
    expect(dialog).toHaveTextContent(/ersetzt die vom 04\.12\.2026 \(1\.200\s€ ab 04\.02\.2027\)/);
    await userEvent.click(within(dialog).getByRole("button", { name: "Nicht jetzt" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("keeps the dialog open with the server's reason when the notice is refused", async () => {
    const refused = { error: { code: "VALIDATION_FAILED", message: "x", fields: { price: "errors.priceSame" } } };
    renderStaff([json(refused, 400)]);
    await userEvent.click(await screen.findByRole("button", { name: "Neuen Preis ankündigen" }));
    const dialog = screen.getByRole("dialog");
    await userEvent.click(within(dialog).getByRole("button", { name: "Ankündigen" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent("Dieses Abonnement zahlt diesen Preis bereits.");
    expect(screen.queryByTestId("retainer-price-change")).not.toBeInTheDocument();
  });
});
