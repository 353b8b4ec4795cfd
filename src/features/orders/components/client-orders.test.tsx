import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import { I18nextProvider } from "react-i18next";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createI18n } from "@/i18n/i18n";
import { ClientOrders } from "./client-orders";

const order = (code: string, status: string, progressPercent: number) => ({
  id: Number(code.slice(-2)),
  code,
  serviceId: "youtube",
  servicePlan: "basic",
  amountCents: 50_000,
  currency: "USD",
  projectName: "Channel",
  projectDescription: "",
  projectDeadline: null,
  projectGoals: [],
  contactName: "Ada",
  contactEmail: "ada@example.com",
  contactPhone: "",
  status,
  locale: "en",
  progressPercent,
  progressNote: "",
  progressAt: null,
  createdAt: "2026-03-01T10:00:00.000Z",
  updatedAt: "2026-03-01T10:00:00.000Z",
  events: [],
  unreadMessages: 0,
});

const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { "content-type": "application/json" } });

beforeEach(() => {
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string) => {
      if (url === "/api/me") {
        return json({
          user: {
            id: "u",
            email: "ada@example.com",
            name: "Ada",
            emailVerified: true,
            locale: "en",
            twoFactorEnabled: false,
          },
          roles: [],
          isAdmin: false,
        });
      }
      return json({
        orders: [
          order("ORD-000012", "in_progress", 40),
          order("ORD-000011", "pending", 0),
          order("ORD-000010", "completed", 100),
        ],
      });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe("ClientOrders", () => {
  it("shows a compact progress bar on each order under way or done, none on a pending one", async () => {
    render(
      <I18nextProvider i18n={createI18n("en")}>
        <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
          <MemoryRouter>
            <ClientOrders />
          </MemoryRouter>
        </QueryClientProvider>
      </I18nextProvider>,
    );
    const list = await screen.findByRole("list", { name: "Your Requests" });
    const items = within(list).getAllByRole("listitem");
    expect(within(items[0]!).getByRole("progressbar", { name: "Work done on ORD-000012" })).toHaveAttribute(
      "aria-valuenow",
      "40",
    );
    expect(within(items[1]!).queryByRole("progressbar")).not.toBeInTheDocument();
    expect(within(items[2]!).getByRole("progressbar")).toHaveAttribute("aria-valuenow", "100");
  });
});
