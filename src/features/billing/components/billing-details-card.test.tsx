import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { I18nextProvider } from "react-i18next";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createI18n } from "@/i18n/i18n";
import { BillingDetailsCard } from "./billing-details-card";
import { ContactSellerIdentity } from "./seller-identity";

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    if (url === "/api/profile/billing" && init?.method === "PUT") return json(JSON.parse(String(init.body)));
    if (url === "/api/profile/billing") return json({ company: "Acme GmbH", address: "", taxId: "" });
    if (url === "/api/settings/public")
      return json({
        salesEmail: "s@x.test",
        supportEmail: "h@x.test",
        seller: { legalName: "Umbra Agency Ltd.", address: "1 Main St\nDublin", taxId: "" },
      });
    return json({ error: { code: "NOT_FOUND", message: "x" } }, 404);
  });
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

function renderWith(ui: React.ReactNode) {
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <I18nextProvider i18n={createI18n("en")}>
      <QueryClientProvider client={qc}>{ui}</QueryClientProvider>
    </I18nextProvider>,
  );
}

describe("BillingDetailsCard", () => {
  it("loads the saved details, refuses a too long tax id with the schema's text, and saves", async () => {
    const user = userEvent.setup();
    renderWith(<BillingDetailsCard />);
    expect(screen.getByRole("heading", { name: "Billing details" })).toBeInTheDocument();
    const company = await screen.findByLabelText("Company");
    expect(company).toHaveValue("Acme GmbH");
    const taxId = screen.getByLabelText("Tax ID");
    await user.type(taxId, "X".repeat(51));
    await user.click(screen.getByRole("button", { name: "Save billing details" }));
    expect(await screen.findByText("The tax ID can have up to 50 characters.")).toBeInTheDocument();
    expect(taxId).toHaveAttribute("aria-invalid", "true");
    await user.clear(taxId);
    await user.type(taxId, "DE123456789");
    await user.type(screen.getByLabelText("Billing address"), "Hauptstr. 1");
    await user.click(screen.getByRole("button", { name: "Save billing details" }));
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([u, i]) => u === "/api/profile/billing" && i?.method === "PUT")).toBe(true),
    );
    const put = fetchMock.mock.calls.find(([u, i]) => u === "/api/profile/billing" && i?.method === "PUT")!;
    expect(JSON.parse(String((put[1] as RequestInit).body))).toEqual({
      company: "Acme GmbH",
      address: "Hauptstr. 1",
      taxId: "DE123456789",
    });
  });
});

describe("ContactSellerIdentity", () => {
  it("shows only the fields that are set", async () => {
    renderWith(<ContactSellerIdentity />);
    const box = await screen.findByTestId("seller-identity");
    expect(box).toHaveTextContent("Umbra Agency Ltd.");
    expect(box).toHaveTextContent("1 Main St, Dublin");
    expect(box).not.toHaveTextContent("Tax ID");
  });
});
