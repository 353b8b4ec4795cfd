import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { I18nextProvider } from "react-i18next";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { CreditNote } from "@common/billing";
import { createI18n } from "@/i18n/i18n";
import { CreditNoteList } from "./credit-note-list";

const i18n = createI18n();

const note = (refund: Partial<CreditNote["refunds"][number]>): CreditNote => ({
  number: "CN-2026-0001",
  invoiceNumber: "INV-2026-0001",
  amountCents: 318_675,
  currency: "USD",
  reason: "Cancelled within 48 hours",
  issuedAt: "2026-11-25T10:00:00.000Z",
  refunds: [
    {
      id: 9,
      amountCents: 318_675,
      method: "bank_transfer",
      status: "pending",
      refundedOn: null,
      reference: "",
      destination: null,
      needsDestination: false,
      ...refund,
    },
  ],
});

type Call = { url: string; method: string; body: unknown };
let calls: Call[];
beforeEach(() => {
  calls = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init?: RequestInit) => {
      calls.push({ url, method: init?.method ?? "GET", body: init?.body ? JSON.parse(String(init.body)) : null });
      return new Response(JSON.stringify({ refund: { id: 9, status: "succeeded" } }), {
        headers: { "Content-Type": "application/json" },
      });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

function renderList(n: CreditNote) {
  return render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <I18nextProvider i18n={i18n}>
        <CreditNoteList code="ORD-1" notes={[n]} />
      </I18nextProvider>
    </QueryClientProvider>,
  );
}

describe("credit notes and refunds", () => {
  it("records a pending bank refund with its date and reference", async () => {
    const user = userEvent.setup();
    renderList(note({}));
    expect(screen.getByRole("link", { name: "Download PDF CN-2026-0001" })).toHaveAttribute(
      "href",
      "/api/credit-notes/CN-2026-0001/pdf",
    );
    expect(screen.getByText("Bank transfer refund of $3,186.75")).toBeInTheDocument();
    expect(screen.getByText("Pending")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Retry refund" })).not.toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Record refund" }));
    const dialog = await screen.findByRole("dialog", { name: "Record the refund of $3,186.75 (CN-2026-0001)" });
    const date = within(dialog).getByLabelText("Refunded on");
    await user.clear(date);
    await user.type(date, "2026-11-26");
    await user.click(within(dialog).getByRole("button", { name: "Record the refund" }));
    expect(await within(dialog).findByText("Enter the bank reference or the transaction hash.")).toBeInTheDocument();
    expect(calls).toEqual([]);

    await user.type(within(dialog).getByRole("textbox", { name: "Reference" }), "SEPA-4411");
    await user.click(within(dialog).getByRole("button", { name: "Record the refund" }));
    await waitFor(() => expect(calls.filter((c) => c.method === "POST")).toHaveLength(1));
    expect(calls.find((c) => c.method === "POST")).toMatchObject({
      url: "/api/admin/refunds/9/record",
      body: { refundedOn: "2026-11-26", reference: "SEPA-4411" },
    });
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });

  it("offers a retry for a failed card refund, and nothing to record", async () => {
    const user = userEvent.setup();
    renderList(note({ method: "card", status: "failed" }));
    expect(screen.getByText("Failed")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Record refund" })).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Retry refund" }));
    await waitFor(() => expect(calls.find((c) => c.method === "POST")?.url).toBe("/api/admin/refunds/9/retry"));
  });
});
