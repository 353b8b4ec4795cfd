import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import { I18nextProvider } from "react-i18next";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { DEFAULT_SELLER_SETTINGS, setupChecklist, type SetupChecklist } from "@common/billing";
import { createI18n } from "@/i18n/i18n";
import { SetupChecklistCard } from "./setup-checklist-card";

const i18n = createI18n();

function serve(checklist: SetupChecklist) {
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => new Response(JSON.stringify(checklist), { headers: { "Content-Type": "application/json" } })),
  );
}
afterEach(() => vi.unstubAllGlobals());

function renderCard(onDashboard = false) {
  return render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <I18nextProvider i18n={i18n}>
        <MemoryRouter>
          <SetupChecklistCard onDashboard={onDashboard} />
        </MemoryRouter>
      </I18nextProvider>
    </QueryClientProvider>,
  );
}

const fresh = setupChecklist(DEFAULT_SELLER_SETTINGS, { card: false, wallet: false });
const done = setupChecklist(
  { ...DEFAULT_SELLER_SETTINGS, legalName: "Northwind Media Ltd.", address: "1 Main St", taxIdNone: true },
  { card: true, wallet: false },
);

describe("setup checklist card", () => {
  it("lists each item with its state in words, not colour alone", async () => {
    serve(fresh);
    renderCard();
    expect(await screen.findByRole("region", { name: "Before you can invoice" })).toBeInTheDocument();
    const items = screen.getAllByRole("listitem");
    expect(items.map((li) => li.textContent)).toEqual([
      // A fresh install has no seller name (the template's is never counted as the seller's).
      expect.stringMatching(/^Seller legal name: Missing/),
      expect.stringMatching(/^Postal address: Missing/),
      expect.stringMatching(/^Tax ID \(or “We have no tax ID”\): Missing/),
      expect.stringMatching(/^A payment method with complete details: Missing.*Card and PayPal/),
    ]);
    expect(screen.queryByRole("link")).not.toBeInTheDocument();
  });

  it("links the dashboard's card to Settings", async () => {
    serve(fresh);
    renderCard(true);
    expect(await screen.findByRole("link", { name: "Open billing settings" })).toHaveAttribute(
      "href",
      "/admin/settings",
    );
  });

  it("shrinks to one line on Settings once complete, and leaves the dashboard", async () => {
    serve(done);
    const { unmount } = renderCard();
    expect(await screen.findByText("Invoicing is set up.")).toBeInTheDocument();
    expect(screen.queryByRole("region")).not.toBeInTheDocument();
    unmount();
    serve(done);
    const { container } = renderCard(true);
    await new Promise((r) => setTimeout(r, 50));
    expect(container).toBeEmptyDOMElement();
  });
});
