import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { I18nextProvider } from "react-i18next";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Cancellation, CancellationView } from "@common/refund-policy";
import { createI18n } from "@/i18n/i18n";
import { CancellationPanel } from "./cancellation-panel";
import { isoDay } from "./money";

const i18n = createI18n();

const pending: Cancellation = {
  id: 7,
  status: "pending",
  tier: "within_48h",
  paidCents: 424_900,
  computedCents: 318_675,
  approvedCents: null,
  reason: "Plans changed.",
  decisionReason: "",
  requestedAt: "2026-11-24T09:00:00.000Z",
  dueOn: "2099-12-31",
  decidedAt: null,
};
const view = (request: Cancellation): CancellationView => ({
  canRequest: false,
  immediate: false,
  quote: { tier: request.tier, paidCents: request.paidCents, refundCents: request.computedCents },
  currency: "USD",
  request,
});

type Call = { url: string; method: string; body: unknown };
let calls: Call[];
let current: CancellationView;
let decision: { status: number; body: unknown } | null;

beforeEach(() => {
  calls = [];
  current = view(pending);
  decision = null;
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init?: RequestInit) => {
      const call = { url, method: init?.method ?? "GET", body: init?.body ? JSON.parse(String(init.body)) : null };
      calls.push(call);
      const json = (status: number, body: unknown) =>
        new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
      if (url.endsWith("/cancellation/decision")) {
        if (decision) return json(decision.status, decision.body);
        current = view({ ...pending, status: "approved", approvedCents: 318_675, decidedAt: "2026-11-25T10:00:00Z" });
        return json(200, { cancellation: current });
      }
      if (url.endsWith("/cancellation")) return json(200, current);
      return json(200, {
        quotes: [],
        invoices: [],
        paymentOptions: { bankTransfer: null, crypto: null, card: false, wallet: false },
      });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

function renderPanel(instance = i18n) {
  return render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <I18nextProvider i18n={instance}>
        <CancellationPanel code="ORD-1" />
      </I18nextProvider>
    </QueryClientProvider>,
  );
}
const decisions = () => calls.filter((c) => c.method === "POST");

describe("cancellation panel", () => {
  it("shows the request, the tier and the computed amount; approving posts the plain decision", async () => {
    const user = userEvent.setup();
    renderPanel();
    const panel = await screen.findByRole("region", { name: "Cancellation requested" });
    expect(within(panel).getByText("Plans changed.")).toBeInTheDocument();
    expect(
      within(panel).getByText("Cancelled within 48 hours of the start of work: 75% of what was paid."),
    ).toBeInTheDocument();
    expect(within(panel).getByText("$4,249.00")).toBeInTheDocument();
    expect(within(panel).getByText("$3,186.75")).toBeInTheDocument();

    await user.click(within(panel).getByRole("button", { name: "Approve $3,186.75" }));
    // jsdom's name computation puts a space around the code's no-wrap span; browsers do not.
    const dialog = await screen.findByRole("dialog", { name: /^Approve a refund of \$3,186\.75 for ORD-1 ?\?$/ });
    await user.click(within(dialog).getByRole("button", { name: "Approve $3,186.75" }));
    await waitFor(() => expect(decisions()).toHaveLength(1));
    expect(decisions()[0]).toMatchObject({
      url: "/api/admin/orders/ORD-1/cancellation/decision",
      body: { decision: "approve" },
    });
    expect(await screen.findByText("Approved on Nov 25, 2026: $3,186.75 refunded.")).toBeInTheDocument();
  });

  it("converts another amount from dollars to cents and requires a reason", async () => {
    const user = userEvent.setup();
    renderPanel();
    await user.click(await screen.findByRole("button", { name: "Approve another amount" }));
    const dialog = await screen.findByRole("dialog", { name: "Approve another amount for ORD-1" });
    await user.type(within(dialog).getByRole("textbox", { name: "Refund amount (USD)" }), "1,500.5");
    await user.click(within(dialog).getByRole("button", { name: "Approve this amount" }));
    expect(await within(dialog).findByText("Give a reason of at least 3 characters.")).toBeInTheDocument();
    expect(decisions()).toEqual([]);

    await user.type(within(dialog).getByRole("textbox", { name: "Reason" }), "Half the posts were delivered.");
    await user.click(within(dialog).getByRole("button", { name: "Approve this amount" }));
    await waitFor(() => expect(decisions()).toHaveLength(1));
    expect(decisions()[0]!.body).toEqual({
      decision: "approve_other",
      amountCents: 150_050,
      reason: "Half the posts were delivered.",
    });
  });

  it("refuses an amount over what was paid, and shows the server's refusal at the field", async () => {
    const user = userEvent.setup();
    renderPanel();
    await user.click(await screen.findByRole("button", { name: "Approve another amount" }));
    const dialog = await screen.findByRole("dialog");
    const amount = within(dialog).getByRole("textbox", { name: "Refund amount (USD)" });
    await user.type(amount, "5000");
    await user.type(within(dialog).getByRole("textbox", { name: "Reason" }), "Goodwill");
    await user.click(within(dialog).getByRole("button", { name: "Approve this amount" }));
    expect(await within(dialog).findByText("That is more than the client paid.")).toBeInTheDocument();
    expect(decisions()).toEqual([]);

    decision = { status: 409, body: { error: { code: "REFUND_EXCEEDS_PAID", message: "Too much" } } };
    await user.clear(amount);
    await user.type(amount, "100");
    await user.click(within(dialog).getByRole("button", { name: "Approve this amount" }));
    await waitFor(() => expect(decisions()).toHaveLength(1));
    expect(await within(dialog).findByText("That is more than the client paid.")).toBeInTheDocument();
  });

  it("declines with a required reason, and disables the computed approval when staff decide", async () => {
    const user = userEvent.setup();
    current = view({ ...pending, tier: "staff_decides", computedCents: null, dueOn: isoDay() });
    renderPanel();
    const panel = await screen.findByRole("region", { name: "Cancellation requested" });
    expect(within(panel).getByText("(due today)")).toBeInTheDocument();
    expect(within(panel).getByRole("button", { name: "Approve the policy amount" })).toBeDisabled();
    await user.click(within(panel).getByRole("button", { name: "Decline" }));
    const dialog = await screen.findByRole("dialog", { name: /^Decline the cancellation of ORD-1 ?\?$/ });
    await user.click(within(dialog).getByRole("button", { name: "Decline the request" }));
    expect(await within(dialog).findByText("Give a reason of at least 3 characters.")).toBeInTheDocument();
    await user.type(within(dialog).getByRole("textbox", { name: "Reason" }), "Work is 80% done.");
    await user.click(within(dialog).getByRole("button", { name: "Decline the request" }));
    await waitFor(() => expect(decisions()).toHaveLength(1));
    expect(decisions()[0]!.body).toEqual({ decision: "decline", reason: "Work is 80% done." });
  });

  it("asks for another amount in the order's currency (issue 37, point 12)", async () => {
    const user = userEvent.setup();
    current = { ...view(pending), currency: "EUR" };
    renderPanel(createI18n("fr"));
    await user.click(await screen.findByRole("button", { name: "Approuver un autre montant" }));
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByRole("textbox", { name: "Montant remboursé (EUR)" })).toBeInTheDocument();
    expect(dialog.textContent).not.toMatch(/USD|\$/);
  });
});
