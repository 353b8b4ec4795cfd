import { render, renderHook, screen, within } from "@testing-library/react";
import type { ReactNode } from "react";
import { I18nextProvider } from "react-i18next";
import { describe, expect, it } from "vitest";
import { createI18n } from "@/i18n/i18n";
import { currenciesOf, RevenueByService } from "./revenue-by-service";
import { StatCard } from "./stat-card";
import { MemoryRouter } from "react-router";
import { DollarSign } from "lucide-react";
import { useAdminFormat } from "../lib/format";

const services = [
  {
    serviceId: "influencer" as const,
    revenue: [
      { currency: "USD", cents: 60_000 },
      { currency: "EUR", cents: 1_550 },
    ],
  },
  { serviceId: "shilling" as const, revenue: [{ currency: "EUR", cents: 30_000 }] },
  { serviceId: "music" as const, revenue: [{ currency: "USD", cents: 0 }] },
];

describe("revenue by service", () => {
  it("lists the currencies with money, USD first; USD alone when there is none", () => {
    expect(currenciesOf(services.map((s) => s.revenue))).toEqual(["USD", "EUR"]);
    expect(currenciesOf([[{ currency: "JPY", cents: 5 }], [{ currency: "EUR", cents: 1 }]])).toEqual(["EUR", "JPY"]);
    expect(currenciesOf([[{ currency: "USD", cents: 0 }]])).toEqual(["USD"]);
  });

  it("gives one bar list per currency, each in its own currency, never a sum", () => {
    render(
      <I18nextProvider i18n={createI18n("en")}>
        <RevenueByService title="Revenue by service" services={services} />
      </I18nextProvider>,
    );
    const dollars = screen.getByRole("list", { name: "Revenue by service · US Dollar (USD)" });
    const euros = screen.getByRole("list", { name: "Revenue by service · Euro (EUR)" });
    expect(within(dollars).getAllByRole("listitem")[0]).toHaveTextContent("$600");
    expect(within(euros).getAllByRole("listitem")[0]).toHaveTextContent("€300");
    expect(within(euros).getAllByRole("listitem")[1]).toHaveTextContent("€15.50");
    expect(screen.queryByText(/615|615.50/)).toBeNull();
    // With several currencies a list names only the services that earned in it.
    expect(within(dollars).getAllByRole("listitem")).toHaveLength(1);
    expect(within(euros).getAllByRole("listitem")).toHaveLength(2);
  });

  it("the admin formatter writes each amount with its currency's digits", () => {
    const wrapper = ({ children }: { children: ReactNode }) => (
      <I18nextProvider i18n={createI18n("en")}>{children}</I18nextProvider>
    );
    const f = renderHook(() => useAdminFormat(), { wrapper }).result.current;
    expect(f.money(1500, "JPY")).toBe("¥1,500");
    expect(f.money(1500, "EUR")).toBe("€15");
    expect(f.money(1550, "EUR")).toBe("€15.50");
    expect(f.money(150_000)).toBe("$1,500");
    expect(
      f.moneyLines([
        { currency: "USD", cents: 60_000 },
        { currency: "JPY", cents: 1500 },
      ]),
    ).toEqual(["$600", "¥1,500"]);
  });

  it("a dashboard card shows one amount per currency", () => {
    render(
      <MemoryRouter>
        <StatCard
          to="/admin/analytics"
          label="Revenue this month"
          value={["$600", "¥1,500"]}
          hint="Payments received"
          icon={DollarSign}
          gradient="from-emerald-500 to-teal-500"
        />
      </MemoryRouter>,
    );
    expect(screen.getAllByRole("listitem").map((li) => li.textContent)).toEqual(["$600", "¥1,500"]);
  });
});
