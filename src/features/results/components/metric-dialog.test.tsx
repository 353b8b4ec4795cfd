import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { I18nextProvider } from "react-i18next";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createI18n } from "@/i18n/i18n";
import { MetricDialog } from "./metric-dialog";

let posted: { url: string; body: unknown }[];
const label = { en: "Subscribers now", es: "", fr: "", de: "Abonnenten jetzt", zh: "", ja: "" };

beforeEach(() => {
  posted = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init?: RequestInit) => {
      posted.push({ url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      return new Response(JSON.stringify({ id: 1, metrics: [], milestones: [], suggestedKinds: [] }), {
        status: 201,
        headers: { "content-type": "application/json" },
      });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

function renderIt(lng: "en" | "de") {
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <I18nextProvider i18n={createI18n(lng)}>
      <QueryClientProvider client={qc}>
        <MetricDialog
          code="ORD-000001"
          suggested={["subscribers"]}
          briefNumbers={[{ questionId: "subs", label, answer: "12,400", value: 12400 }]}
        />
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

describe("MetricDialog", () => {
  it("offers the brief's number as the start, and adds the metric with it", async () => {
    renderIt("en");
    await userEvent.click(screen.getByRole("button", { name: "Add metric" }));
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByText("Subscribers now: “12,400”")).toBeTruthy();
    const start = within(dialog).getByRole("textbox", { name: "Value at the start" }) as HTMLInputElement;
    expect(start.value).toBe("");
    await userEvent.click(
      within(dialog).getByRole("button", { name: "Use 12,400, the brief's answer to “Subscribers now”, as the start" }),
    );
    expect(start.value).toBe("12400");
    await userEvent.click(within(dialog).getByRole("button", { name: "Add metric" }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]!.url).toBe("/api/admin/orders/ORD-000001/metrics");
    expect(posted[0]!.body).toMatchObject({ kind: "subscribers", baseline: 12400 });
  });

  it("names the question in the staff member's language, the number in its format", async () => {
    renderIt("de");
    await userEvent.click(screen.getByRole("button", { name: "Kennzahl hinzufügen" }));
    const dialog = await screen.findByRole("dialog");
    expect(
      within(dialog).getByRole("button", { name: /^12\.400 aus der Briefing-Antwort auf „Abonnenten jetzt“/ }),
    ).toBeTruthy();
  });
});
