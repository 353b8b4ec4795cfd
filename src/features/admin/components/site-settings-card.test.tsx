import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { I18nextProvider } from "react-i18next";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { COMPANY_CONTACT_DEFAULTS } from "@common/company";
import { createI18n } from "@/i18n/i18n";
import { SiteSettingsCard } from "./site-settings-card";

const toasts = vi.hoisted(() => [] as string[]);
vi.mock("@/lib/toast", () => ({
  toast: { success: (m: string) => toasts.push(m), error: (m: string) => toasts.push(m) },
}));

type Call = { url: string; method: string; body: Record<string, string> | null };
let calls: Call[];
const stored = { staffEmail: "team@agency.test", ...COMPANY_CONTACT_DEFAULTS };

beforeEach(() => {
  calls = [];
  toasts.length = 0;
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init?: RequestInit) => {
      const call = { url, method: init?.method ?? "GET", body: init?.body ? JSON.parse(String(init.body)) : null };
      calls.push(call);
      return new Response(JSON.stringify(call.body ?? stored), {
        status: 200,
        headers: { "Content-Type": "application/json" },
      });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

function renderCard() {
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={qc}>
      <I18nextProvider i18n={createI18n("en")}>
        <SiteSettingsCard />
      </I18nextProvider>
    </QueryClientProvider>,
  );
}

describe("the site's addresses and profiles", () => {
  it("refuses a profile that is not https, then saves an emptied one and says so once stored", async () => {
    const user = userEvent.setup();
    renderCard();
    const x = await screen.findByRole("textbox", { name: "X profile" });
    expect(x).toHaveValue("https://x.com/umbra_agency");
    expect(screen.getByRole("textbox", { name: "Legal address" })).toHaveValue("legal@umbra.agency");

    await user.clear(x);
    await user.type(x, "http://x.com/us");
    await user.click(screen.getByRole("button", { name: "Save settings" }));
    expect(await screen.findByText("Enter an https address, or leave it empty.")).toBeInTheDocument();
    expect(calls.filter((c) => c.method === "PUT")).toHaveLength(0);

    await user.clear(x);
    await user.click(screen.getByRole("button", { name: "Save settings" }));
    await waitFor(() => expect(toasts).toEqual(["Settings saved"]));
    const put = calls.find((c) => c.method === "PUT")!;
    expect(put.url).toBe("/api/admin/settings");
    expect(put.body).toMatchObject({ socialX: "", socialInstagram: "https://instagram.com/umbra.agency" });
  });
});
