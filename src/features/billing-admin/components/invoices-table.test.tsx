import { render, screen, within } from "@testing-library/react";
import { I18nextProvider } from "react-i18next";
import { MemoryRouter } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { createI18n } from "@/i18n/i18n";
import { InvoicesTable } from "./invoices-table";

// jsdom measures nothing: the table's scroll box (components/ui/table.tsx) only needs the observer to exist.
beforeAll(() => {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});

const rows = [
  {
    number: "INV-2026-0003",
    orderCode: "ORD-000002",
    status: "issued" as const,
    customerName: "Bob Baker",
    customerEmail: "bob@example.com",
    issuedAt: "2026-03-01T10:00:00.000Z",
    dueDate: "2026-03-15",
    currency: "USD",
    totalCents: 123_456,
    paidCents: 10_000,
    overdue: true,
  },
  {
    number: "INV-2026-0002",
    orderCode: "ORD-000001",
    status: "paid" as const,
    customerName: "Alice Archer",
    customerEmail: "alice@example.com",
    issuedAt: "2026-02-01T10:00:00.000Z",
    dueDate: "2026-02-15",
    // Yen have no minor unit: 50,000 is ¥50,000, not ¥500.
    currency: "JPY",
    totalCents: 50_000,
    paidCents: 50_000,
    overdue: false,
  },
];

function renderIn(lng: "en" | "de") {
  const i18n = createI18n(lng);
  return render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter>
        <InvoicesTable invoices={rows} />
      </MemoryRouter>
    </I18nextProvider>,
  );
}

describe("InvoicesTable", () => {
  it("shows amounts in their currency (to the cent, yen whole), the due day as written, the status and an overdue marker in words", () => {
    renderIn("en");
    const table = screen.getByRole("table", { name: "Invoices, newest first" });
    const [, late, paid] = within(table).getAllByRole("row");
    expect(within(late!).getByText("$1,234.56")).toBeInTheDocument();
    expect(within(late!).getByText("$100.00")).toBeInTheDocument();
    expect(within(late!).getByText("Mar 15, 2026")).toBeInTheDocument();
    expect(within(late!).getByText("Issued")).toBeInTheDocument();
    expect(within(late!).getByText("Overdue")).toBeInTheDocument();
    expect(within(paid!).getByText("Paid", { selector: "span" })).toBeInTheDocument();
    expect(within(paid!).getAllByText("¥50,000")).toHaveLength(2);
    expect(within(paid!).queryByText("Overdue")).toBeNull();
    expect(screen.getByRole("link", { name: "Open order ORD-000002" })).toHaveAttribute(
      "href",
      "/admin/orders/ORD-000002",
    );
  });

  it("formats money and dates in the admin's language", () => {
    renderIn("de");
    expect(screen.getByText("1.234,56 $")).toBeInTheDocument();
    expect(screen.getAllByText("50.000 ¥")).toHaveLength(2);
    expect(screen.getByText("15.03.2026")).toBeInTheDocument();
    expect(screen.getAllByText("Überfällig")).toHaveLength(1);
    expect(screen.getByRole("columnheader", { name: "Fällig" })).toBeInTheDocument();
  });
});
