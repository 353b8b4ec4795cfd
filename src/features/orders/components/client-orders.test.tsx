import { render, screen, within } from "@testing-library/react";
import { I18nextProvider } from "react-i18next";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import type { NextStep } from "@common/dashboard";
import { createI18n } from "@/i18n/i18n";
import { ClientOrders } from "./client-orders";

const order = (code: string, status: string, progressPercent: number, nextStep: NextStep) => ({
  code,
  serviceId: "youtube",
  servicePlan: "basic",
  status,
  progressPercent,
  createdAt: "2026-03-01T10:00:00.000Z",
  unreadMessages: 0,
  nextStep,
});

const ORDERS = [
  order("ORD-000012", "in_progress", 40, "payInvoice"),
  order("ORD-000011", "pending", 0, "answerQuote"),
  order("ORD-000010", "completed", 100, "completed"),
];

function renderOrders(orders = ORDERS) {
  render(
    <I18nextProvider i18n={createI18n("en")}>
      <MemoryRouter>
        <ClientOrders orders={orders} />
      </MemoryRouter>
    </I18nextProvider>,
  );
}

describe("ClientOrders", () => {
  it("shows a compact progress bar on each order under way or done, none on a pending one", () => {
    renderOrders();
    const list = screen.getByRole("list", { name: "Your Requests" });
    const items = within(list).getAllByRole("listitem");
    expect(within(items[0]!).getByRole("progressbar", { name: "Work done on ORD-000012" })).toHaveAttribute(
      "aria-valuenow",
      "40",
    );
    expect(within(items[1]!).queryByRole("progressbar")).not.toBeInTheDocument();
    expect(within(items[2]!).getByRole("progressbar")).toHaveAttribute("aria-valuenow", "100");
  });

  it("says each order's next step in words", () => {
    renderOrders();
    const steps = screen.getAllByTestId("next-step").map((s) => s.textContent);
    expect(steps).toEqual(["Next: pay the invoice", "Next: accept or decline our quote", "Done: the work is complete"]);
  });

  it("names the unread messages of an order in its link (a phone shows the count only)", () => {
    renderOrders([{ ...order("ORD-000012", "pending", 0, "readMessages"), unreadMessages: 2 }]);
    expect(screen.getByRole("link", { name: /^ORD-000012 2 new messages/ })).toHaveAttribute(
      "href",
      "/dashboard/orders/ORD-000012",
    );
  });

  it("invites a client without orders to choose a service", () => {
    renderOrders([]);
    expect(screen.getByText("No requests yet")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Browse Services" })).toHaveAttribute("href", "/services");
  });
});
