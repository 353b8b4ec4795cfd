import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { I18nextProvider } from "react-i18next";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SERVICE_IDS } from "@common/catalog";
import { DEFAULT_REGIONS } from "@common/regions-schema";
import { createI18n } from "@/i18n/i18n";
import type { AdminCatalog } from "../api/catalog";
import { PriceListsSection } from "./price-lists-section";
import { RegionsSection } from "./regions-section";

const toasts = vi.hoisted(() => [] as string[]);
vi.mock("@/lib/toast", () => ({
  toast: Object.assign((m: string) => toasts.push(m), {
    success: (m: string) => toasts.push(m),
    error: (m: string) => toasts.push(m),
    info: (m: string) => toasts.push(m),
  }),
}));

const i18n = createI18n();

type Call = { url: string; method: string; body: unknown };
let calls: Call[];
let answer: (c: Call) => { status: number; body?: unknown };

const respond = (status: number, body: unknown) =>
  status === 204
    ? new Response(null, { status })
    : new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

// Radix's checkbox measures itself; jsdom has no ResizeObserver.
class NoResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}

beforeEach(() => {
  vi.stubGlobal("ResizeObserver", NoResizeObserver);
  calls = [];
  toasts.length = 0;
  answer = () => ({ status: 200, body: { ok: true } });
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init?: RequestInit) => {
      const call = { url, method: init?.method ?? "GET", body: init?.body ? JSON.parse(String(init.body)) : null };
      calls.push(call);
      const a = answer(call);
      return respond(a.status, a.body ?? {});
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

const writes = () => calls.filter((c) => c.method !== "GET");

function renderWith(ui: React.ReactNode) {
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={qc}>
      <I18nextProvider i18n={i18n}>{ui}</I18nextProvider>
    </QueryClientProvider>,
  );
}

const emptyCatalog: AdminCatalog = { regions: DEFAULT_REGIONS, prices: [] };
const eurCatalog: AdminCatalog = {
  regions: DEFAULT_REGIONS.map((r) => (r.id === "eu" ? { ...r, currency: "EUR" } : r)),
  prices: [{ currency: "EUR", serviceId: "shilling", tierId: "starter", amountMinor: 99_900 }],
};

async function addCurrency(code: string) {
  const user = userEvent.setup();
  await user.type(screen.getByRole("textbox", { name: "Add a currency (ISO 4217 code)" }), code);
  await user.click(screen.getByRole("button", { name: "Add currency" }));
  return user;
}

/** A currency's form (each one a region named "EUR — Euro"…), to look for its fields there only. */
const list = (currency: string) => screen.getByRole("region", { name: new RegExp(`^${currency} — `) });
const price = (service: string, tier: string, currency: string) =>
  within(list(currency)).getByRole("textbox", { name: `${service}, ${tier} (${currency})` });

describe("price lists per currency", () => {
  it("shows the USD list in force, built-in tiers and staff's changes, and refuses a code that is not a currency", async () => {
    const changed: AdminCatalog = {
      ...emptyCatalog,
      usd: {
        shilling: { professional: { amountMinor: 275_050, plus: true } },
        custom: { enterprise: { amountMinor: 5_000_000, plus: false } },
      },
    };
    renderWith(<PriceListsSection catalog={changed} readOnly={false} />);
    expect(screen.getByRole("region", { name: "USD — US dollar (the main list)" })).toBeInTheDocument();
    expect(price("Strategic Shilling", "Starter", "USD")).toHaveValue("999.00");
    expect(price("Strategic Shilling", "Professional", "USD")).toHaveValue("2750.50");
    expect(price("Custom Campaigns", "Enterprise", "USD")).toHaveValue("50000.00");
    const from = (service: string, tier: string) =>
      within(list("USD")).getByRole("checkbox", { name: `${service}, ${tier}: "From" price ($9,999+)` });
    expect(from("Strategic Shilling", "Professional")).toBeChecked();
    expect(from("Custom Campaigns", "Professional")).toBeChecked();
    expect(from("Strategic Shilling", "Starter")).not.toBeChecked();
    expect(within(list("USD")).queryByRole("button", { name: /Remove/ })).toBeNull();

    await addCurrency("XYZ");
    expect(screen.getByText("Enter a three-letter ISO 4217 currency code, such as EUR.")).toBeInTheDocument();
    expect(screen.queryByRole("region", { name: /XYZ/ })).toBeNull();
  });

  it("sends EUR 1,499.00 as 149900 minor units and an empty tier as null (Custom quote); toasts after success", async () => {
    renderWith(<PriceListsSection catalog={emptyCatalog} readOnly={false} />);
    const user = await addCurrency("eur");
    expect(screen.getByRole("region", { name: "EUR — Euro" })).toBeInTheDocument();
    await user.type(price("Strategic Shilling", "Starter", "EUR"), "1,499.00");
    await user.type(price("Strategic Shilling", "Professional", "EUR"), "2499,5");
    expect(screen.getByText("€1,499.00")).toBeInTheDocument();
    expect(toasts).toEqual([]);

    await user.click(screen.getByRole("button", { name: "Save EUR prices" }));
    await waitFor(() => expect(writes()).toHaveLength(1));
    const put = writes()[0]!;
    expect(put.method).toBe("PUT");
    expect(put.url).toBe("/api/admin/catalog/prices/EUR");
    const prices = (put.body as { prices: { serviceId: string; tierId: string; amountMinor: number | null }[] }).prices;
    expect(prices).toHaveLength(SERVICE_IDS.length * 3);
    expect(prices).toContainEqual({ serviceId: "shilling", tierId: "starter", amountMinor: 149_900 });
    expect(prices).toContainEqual({ serviceId: "shilling", tierId: "professional", amountMinor: 249_950 });
    expect(prices).toContainEqual({ serviceId: "shilling", tierId: "enterprise", amountMinor: null });
    await waitFor(() => expect(toasts).toEqual(["EUR prices saved"]));
  });

  it("saves the USD list with each tier's 'from' mark; an empty tier is a custom quote", async () => {
    renderWith(<PriceListsSection catalog={emptyCatalog} readOnly={false} />);
    const user = userEvent.setup();
    const field = price("Strategic Shilling", "Starter", "USD");
    await user.clear(field);
    await user.type(field, "1,250.75");
    await user.clear(price("Strategic Shilling", "Enterprise", "USD"));
    await user.click(
      within(list("USD")).getByRole("checkbox", { name: 'Strategic Shilling, Starter: "From" price ($9,999+)' }),
    );
    await user.click(
      within(list("USD")).getByRole("checkbox", { name: 'Custom Campaigns, Professional: "From" price ($9,999+)' }),
    );
    await user.click(screen.getByRole("button", { name: "Save USD prices" }));
    await waitFor(() => expect(writes()).toHaveLength(1));
    const put = writes()[0]!;
    expect(put.url).toBe("/api/admin/catalog/prices/USD");
    const prices = (put.body as { prices: unknown[] }).prices;
    expect(prices).toHaveLength(SERVICE_IDS.length * 3);
    expect(prices).toContainEqual({ serviceId: "shilling", tierId: "starter", amountMinor: 125_075, plus: true });
    expect(prices).toContainEqual({ serviceId: "shilling", tierId: "enterprise", amountMinor: null, plus: false });
    expect(prices).toContainEqual({ serviceId: "custom", tierId: "professional", amountMinor: 999_900, plus: false });
    expect(prices).toContainEqual({ serviceId: "music", tierId: "starter", amountMinor: 129_900, plus: false });
    await waitFor(() => expect(toasts).toEqual(["USD prices saved"]));
  });

  it("takes whole yen (JPY 1500 → 1500) and refuses a fraction of a yen before anything is sent", async () => {
    renderWith(<PriceListsSection catalog={emptyCatalog} readOnly={false} />);
    const user = await addCurrency("JPY");
    await user.type(price("Strategic Shilling", "Starter", "JPY"), "1500.5");
    await user.click(screen.getByRole("button", { name: "Save JPY prices" }));
    const field = price("Strategic Shilling", "Starter", "JPY");
    expect(field).toHaveAttribute("aria-invalid", "true");
    expect(field).toHaveAccessibleDescription("JPY has no smaller unit: enter a whole amount, without decimals.");
    expect(field).toHaveFocus();
    expect(writes()).toEqual([]);

    await user.clear(field);
    await user.type(field, "1500");
    await user.click(screen.getByRole("button", { name: "Save JPY prices" }));
    await waitFor(() => expect(writes()).toHaveLength(1));
    expect((writes()[0]!.body as { prices: unknown[] }).prices).toContainEqual({
      serviceId: "shilling",
      tierId: "starter",
      amountMinor: 1500,
    });
  });

  it("shows the server's field errors at their fields and no toast", async () => {
    answer = (c) =>
      c.method === "PUT"
        ? {
            status: 400,
            body: {
              error: {
                code: "VALIDATION_FAILED",
                message: "Some fields are invalid.",
                fields: { "prices.1.amountMinor": "The price is too high." },
              },
            },
          }
        : { status: 200 };
    renderWith(<PriceListsSection catalog={eurCatalog} readOnly={false} />);
    expect(price("Strategic Shilling", "Starter", "EUR")).toHaveValue("999.00");
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Save EUR prices" }));
    expect(await screen.findByText("Some prices were refused; see the marked fields.")).toBeInTheDocument();
    expect(price("Strategic Shilling", "Professional", "EUR")).toHaveAccessibleDescription("The price is too high.");
    expect(toasts).toEqual([]);
  });

  it("explains a 409 on removing a currency a region still sells in", async () => {
    answer = (c) =>
      c.method === "DELETE"
        ? { status: 409, body: { error: { code: "CONFLICT", message: "Currency in use." } } }
        : { status: 200 };
    renderWith(<PriceListsSection catalog={eurCatalog} readOnly={false} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Remove EUR" }));
    await user.click(screen.getByRole("button", { name: "Remove EUR" }));
    expect(
      await screen.findByText(
        "EUR is still the currency of Europe. Give that region another currency first, then remove the list.",
      ),
    ).toBeInTheDocument();
    expect(writes()).toEqual([{ url: "/api/admin/catalog/prices/EUR", method: "DELETE", body: null }]);
    expect(screen.getByRole("region", { name: "EUR — Euro" })).toBeInTheDocument();
    expect(toasts).toEqual([]);
  });

  it("is read-only for staff without the admin role", () => {
    renderWith(<PriceListsSection catalog={eurCatalog} readOnly />);
    expect(price("Strategic Shilling", "Starter", "EUR")).toBeDisabled();
    expect(screen.queryByRole("button")).toBeNull();
  });
});

describe("regions", () => {
  it("sends a region's currency and services", async () => {
    renderWith(<RegionsSection catalog={eurCatalog} readOnly={false} />);
    const asia = screen.getByRole("form", { name: "Asia" });
    const user = userEvent.setup();
    expect(within(asia).getByRole("combobox", { name: "Currency" })).toHaveValue("USD");
    await user.selectOptions(within(asia).getByRole("combobox", { name: "Currency" }), "EUR");
    expect(
      within(asia).getByText('28 tiers have no EUR price and show "Custom quote" in this region.'),
    ).toBeInTheDocument();
    await user.click(within(asia).getByRole("checkbox", { name: "Political Campaigns" }));
    await user.click(within(asia).getByRole("button", { name: "Save Asia" }));
    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(writes()[0]).toEqual({
      url: "/api/admin/regions/as",
      method: "PUT",
      body: { currency: "EUR", services: SERVICE_IDS.filter((s) => s !== "political") },
    });
    await waitFor(() => expect(toasts).toEqual(["Asia saved"]));
  });

  it("says a currency without a price list shows Custom quote", () => {
    renderWith(
      <RegionsSection
        catalog={{
          ...emptyCatalog,
          regions: DEFAULT_REGIONS.map((r) => ({ ...r, currency: r.id === "as" ? "JPY" : "USD" })),
        }}
        readOnly={false}
      />,
    );
    const asia = screen.getByRole("form", { name: "Asia" });
    expect(
      within(asia).getByText('JPY has no price list yet: every tier shows "Custom quote" in this region.'),
    ).toBeInTheDocument();
  });
});
