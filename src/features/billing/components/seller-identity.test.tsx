import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor } from "@testing-library/react";
import { I18nextProvider } from "react-i18next";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { DEFAULT_SELLER_SETTINGS } from "@common/billing";
import { createI18n } from "@/i18n/i18n";
import { FooterSellerLines } from "./seller-identity";

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

describe("the seller's identity before staff entered a name", () => {
  it("a fresh install has no built-in company name", () => {
    expect(legalName).toBe("");
  });

  it("the footer's seller lines draw nothing, and only what is set once staff fill some", async () => {
    const fetchMock = serve({ legalName, address, taxId });
    const { container, unmount } = renderWith(<FooterSellerLines />);
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await new Promise((r) => setTimeout(r, 0));
    expect(container).toBeEmptyDOMElement();
    unmount();

    serve({ legalName: "", address: "1 Main St\nDublin", taxId: "" });
    renderWith(<FooterSellerLines />);
    const box = await screen.findByTestId("seller-identity");
    expect(box).toHaveTextContent("1 Main St, Dublin");
    expect(box.querySelector(".font-medium")).toBeNull();
  });

  it("the name staff entered is shown", async () => {
    serve({ legalName: "Northwind Media Ltd.", address: "", taxId: "" });
    renderWith(<FooterSellerLines />);
    expect(await screen.findByTestId("seller-identity")).toHaveTextContent("Northwind Media Ltd.");
  });
});
