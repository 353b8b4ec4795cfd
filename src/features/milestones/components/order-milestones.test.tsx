import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { I18nextProvider } from "react-i18next";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { MilestoneDto, OrderMilestonesView } from "@common/milestones";
import { createI18n } from "@/i18n/i18n";
import { OrderMilestones } from "./order-milestones";

const milestone = (over: Partial<MilestoneDto>): MilestoneDto => ({
  id: 1,
  position: 0,
  title: "Strategy",
  description: "",
  weight: 30,
  dueOn: null,
  state: "planned",
  revisionCount: 0,
  deliveredAt: null,
  autoApproveAt: null,
  approvedAt: null,
  delivery: null,
  ...over,
});

let current: OrderMilestonesView;
let posted: { url: string; body: unknown }[];
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

beforeEach(() => {
  posted = [];
  current = {
    milestones: [
      milestone({ id: 1, title: "Strategy", state: "approved", weight: 30 }),
      milestone({
        id: 2,
        title: "Assets",
        weight: 20,
        state: "delivered",
        deliveredAt: "2026-03-02T10:00:00.000Z",
        autoApproveAt: "2026-03-09T10:00:00.000Z",
        delivery: {
          message: "Here are the assets",
          files: [{ fileId: 9, name: "assets.zip", size: 10, sha256: "ab".repeat(32) }],
        },
      }),
      milestone({ id: 3, title: "Launch", weight: 50, state: "delivered", deliveredAt: "2026-03-02T10:00:00.000Z" }),
    ],
    progressPercent: 30,
    awaitingReview: 2,
    autoApproveDays: 7,
    history: [],
  };
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init?: RequestInit) => {
      if (init?.method === "POST") {
        posted.push({ url, body: init.body ? JSON.parse(String(init.body)) : undefined });
        if (url.endsWith("/changes")) {
          current = {
            ...current,
            milestones: current.milestones.map((m) =>
              m.id === 2 ? { ...m, state: "changes_requested", revisionCount: 1 } : m,
            ),
          };
        }
        return json(current);
      }
      if (url === "/api/orders/ORD-000001/milestones") return json(current);
      return json({ error: { code: "NOT_FOUND", message: "no" } }, 404);
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

function renderIt(lng: "en" | "de" = "en") {
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <I18nextProvider i18n={createI18n(lng)}>
      <QueryClientProvider client={qc}>
        <MemoryRouter>
          <OrderMilestones code="ORD-000001" />
        </MemoryRouter>
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

describe("OrderMilestones", () => {
  it("puts deliverables to review first, says how many wait, and shows each state", async () => {
    renderIt();
    expect(await screen.findByText("2 deliverables wait for your review")).toBeTruthy();
    const items = screen.getAllByTestId("milestone");
    expect(items.map((li) => within(li).getByRole("heading").textContent)).toEqual(["Assets", "Launch", "Strategy"]);
    expect(within(items[2]!).getByText("Approved")).toBeTruthy();
    expect(within(items[0]!).getByRole("link", { name: "assets.zip" }).getAttribute("href")).toBe(
      "/api/orders/ORD-000001/files/9",
    );
    expect(screen.getByText("30% of the work approved")).toBeTruthy();
  });

  it("asks for changes with a reason and approves", async () => {
    renderIt();
    const first = (await screen.findAllByTestId("milestone"))[0]!;
    await userEvent.click(within(first).getByRole("button", { name: "Ask for changes" }));
    const dialog = await screen.findByRole("dialog", { name: "Ask for changes to “Assets”" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Send request" }));
    expect(within(dialog).getByText("Say what should change (at most 2,000 characters).")).toBeTruthy();
    await userEvent.type(within(dialog).getByRole("textbox", { name: "What should change?" }), "Brighter");
    await userEvent.click(within(dialog).getByRole("button", { name: "Send request" }));
    await waitFor(() => expect(screen.getByText("1 deliverable waits for your review")).toBeTruthy());
    expect(posted[0]).toEqual({ url: "/api/orders/ORD-000001/milestones/2/changes", body: { reason: "Brighter" } });

    const launch = screen.getAllByTestId("milestone")[0]!;
    await userEvent.click(within(launch).getByRole("button", { name: "Approve" }));
    await waitFor(() => expect(posted[1]?.url).toBe("/api/orders/ORD-000001/milestones/3/approve"));
  });

  it("speaks German on a German page", async () => {
    renderIt("de");
    expect(await screen.findByText("2 Lieferungen warten auf Ihre Prüfung")).toBeTruthy();
  });
});
