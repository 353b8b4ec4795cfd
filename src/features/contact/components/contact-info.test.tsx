import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor } from "@testing-library/react";
import { I18nextProvider } from "react-i18next";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { DEFAULT_SELLER_SETTINGS } from "@common/billing";
import { createI18n } from "@/i18n/i18n";
import { ContactInfo } from "./contact-info";

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { "content-type": "application/json" } });

/** The public settings of an install whose staff entered `seller` (a fresh install: the defaults). */
function serve(seller: { legalName: string; address: string; taxId: string }) {
  const fetchMock = vi.fn(async (url: string) =>
    url === "/api/settings/public"
      ? json({ salesEmail: "sales@agency.test", supportEmail: "help@agency.test", seller })
      : json({}),
  );
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}
beforeEach(() => vi.unstubAllGlobals());
afterEach(() => vi.unstubAllGlobals());

function renderWith(ui: React.ReactNode) {
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <I18nextProvider i18n={createI18n("en")}>
      <QueryClientProvider client={qc}>
        <MemoryRouter>{ui}</MemoryRouter>
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

const { legalName, address, taxId } = DEFAULT_SELLER_SETTINGS;

describe("the contact page before staff entered the seller's name", () => {
  it("the contact page shows the addresses and no company", async () => {
    const fetchMock = serve({ legalName, address, taxId });
    renderWith(<ContactInfo />);
    expect(await screen.findByRole("link", { name: "sales@agency.test" })).toBeInTheDocument();
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(screen.queryByTestId("seller-identity")).not.toBeInTheDocument();
    expect(screen.queryByText(/Umbra Agency|Company details/)).not.toBeInTheDocument();
  });
});
