import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { I18nextProvider } from "react-i18next";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { DEFAULT_SELLER_SETTINGS } from "@common/billing";
import { createI18n } from "@/i18n/i18n";
import { BillingSettingsCard } from "./billing-settings-card";

const i18n = createI18n();

// Radix's checkbox measures itself; jsdom has no ResizeObserver.
class NoResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
let puts: unknown[];
const saved = {
  ...DEFAULT_SELLER_SETTINGS,
  legalName: "Northwind Media",
  taxRateBp: 1950,
  bankTransferEnabled: true,
  cryptoEnabled: true,
};

beforeEach(() => {
  puts = [];
  if (!("ResizeObserver" in globalThis)) vi.stubGlobal("ResizeObserver", NoResizeObserver);
  vi.stubGlobal(
    "fetch",
    vi.fn(async (_url: string, init?: RequestInit) => {
      const body = init?.method === "PUT" ? JSON.parse(String(init.body)) : saved;
      if (init?.method === "PUT") puts.push(body);
      return new Response(JSON.stringify(body), { status: 200, headers: { "Content-Type": "application/json" } });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe("billing settings card", () => {
  it("shows the tax rate in percent and saves it in basis points", async () => {
    const user = userEvent.setup();
    render(
      <QueryClientProvider client={new QueryClient()}>
        <I18nextProvider i18n={i18n}>
          <BillingSettingsCard />
        </I18nextProvider>
      </QueryClientProvider>,
    );
    const rate = await screen.findByRole("textbox", { name: "Tax rate (%)" });
    expect(rate).toHaveValue("19.5");
    expect(screen.getByRole("checkbox", { name: "Bank transfer" })).toBeChecked();
    await user.clear(rate);
    await user.type(rate, "7,25");
    await user.type(screen.getByRole("textbox", { name: "Legal name" }), " GmbH");
    await user.click(screen.getByRole("checkbox", { name: "Cryptocurrency" }));
    expect(screen.getByRole("checkbox", { name: "We have no tax ID" })).not.toBeChecked();
    await user.click(screen.getByRole("checkbox", { name: "We have no tax ID" }));
    const zone = screen.getByRole("combobox", { name: "Time zone" });
    expect(zone).toHaveValue("UTC");
    expect(zone).toHaveAccessibleDescription("Used for the 3-business-day deadline of cancellation requests.");
    await user.selectOptions(zone, "Europe/Berlin");
    await user.click(screen.getByRole("button", { name: "Save billing settings" }));
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]).toEqual({
      ...saved,
      legalName: "Northwind Media GmbH",
      taxRateBp: 725,
      cryptoEnabled: false,
      taxIdNone: true,
      timeZone: "Europe/Berlin",
    });
  });

  it("refuses a rate over 100 % at its field", async () => {
    const user = userEvent.setup();
    render(
      <QueryClientProvider client={new QueryClient()}>
        <I18nextProvider i18n={i18n}>
          <BillingSettingsCard />
        </I18nextProvider>
      </QueryClientProvider>,
    );
    const rate = await screen.findByRole("textbox", { name: "Tax rate (%)" });
    await user.clear(rate);
    await user.type(rate, "101");
    await user.click(screen.getByRole("button", { name: "Save billing settings" }));
    expect(await screen.findByText("Enter a rate from 0 to 100 percent.")).toBeInTheDocument();
    expect(puts).toEqual([]);
  });
});
