import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { I18nextProvider } from "react-i18next";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SERVICE_IDS } from "@common/catalog";
import { createI18n } from "@/i18n/i18n";
import { ServiceLayoutList } from "./service-layout-list";

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
let answer: (c: Call) => { status: number; body: unknown };
const fresh = () => SERVICE_IDS.map((id) => ({ id, hidden: false }));

// Radix's switch measures itself; jsdom has no ResizeObserver.
class NoResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}

beforeEach(() => {
  vi.stubGlobal("ResizeObserver", NoResizeObserver);
  calls = [];
  toasts.length = 0;
  answer = (c) =>
    c.method === "PUT"
      ? { status: 200, body: { ok: true, ...(c.body as object) } }
      : { status: 200, body: { services: fresh() } };
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const req = input instanceof Request ? input : null;
      const method = init?.method ?? req?.method ?? "GET";
      const raw = init?.body ?? (req && method !== "GET" ? await req.clone().text() : null);
      const call = { url: String(req?.url ?? input), method, body: raw ? JSON.parse(String(raw)) : null };
      calls.push(call);
      const a = answer(call);
      return new Response(JSON.stringify(a.body), {
        status: a.status,
        headers: { "Content-Type": "application/json" },
      });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

function renderList(readOnly = false) {
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={qc}>
      <I18nextProvider i18n={i18n}>
        <ServiceLayoutList readOnly={readOnly} />
      </I18nextProvider>
    </QueryClientProvider>,
  );
}

const rows = () =>
  within(screen.getByRole("list"))
    .getAllByRole("listitem")
    .map((li) => li.textContent?.replace(/^\d+\./, "").replace(/Hidden$/, " (hidden)"));
const puts = () => calls.filter((c) => c.method === "PUT");

describe("Services on the site", () => {
  it("moves a service, hides one, and toasts only once the server stored the layout", async () => {
    renderList();
    await screen.findByRole("region", { name: "Services on the site" });
    expect(rows()[0]).toBe("Strategic Shilling");
    expect(screen.getByRole("button", { name: "Move Strategic Shilling up" })).toBeDisabled();

    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Move Press & Media up" }));
    await user.click(screen.getByRole("button", { name: "Move Press & Media up" }));
    await user.click(screen.getByRole("button", { name: "Move Strategic Shilling down" }));
    await user.click(screen.getByRole("switch", { name: "Show Music Promotion on the site" }));
    expect(screen.getByRole("switch", { name: "Show Music Promotion on the site" })).not.toBeChecked();
    expect(screen.getByText("9 of 10 services shown on the site")).toBeInTheDocument();
    expect(toasts).toEqual([]);

    let release!: () => void;
    const stored = new Promise<void>((r) => (release = r));
    vi.mocked(fetch).mockImplementationOnce(async (input, init) => {
      await stored;
      const req = input instanceof Request ? input : null;
      const raw = init?.body ?? (req ? await req.clone().text() : "{}");
      calls.push({ url: String(req?.url ?? input), method: "PUT", body: JSON.parse(String(raw)) });
      return new Response(JSON.stringify({ ok: true, ...JSON.parse(String(raw)) }), {
        status: 200,
        headers: { "Content-Type": "application/json" },
      });
    });
    await user.click(screen.getByRole("button", { name: "Save services" }));
    // Not yet stored: no toast.
    expect(toasts).toEqual([]);
    release();
    await waitFor(() => expect(toasts).toEqual(["Services on the site saved"]));

    const sent = (puts()[0]!.body as { services: { id: string; hidden: boolean }[] }).services;
    expect(sent.map((s) => s.id)).toEqual([
      "influencer",
      "shilling",
      "amazon",
      "music",
      "youtube",
      "political",
      "press",
      "business",
      "reputation",
      "custom",
    ]);
    expect(sent.filter((s) => s.hidden).map((s) => s.id)).toEqual(["music"]);
    expect(rows()[3]).toBe("Music Promotion (hidden)");
  });

  it("refuses to hide every service before asking the server, and shows the server's refusal without a toast", async () => {
    renderList();
    await screen.findByRole("region", { name: "Services on the site" });
    const user = userEvent.setup();
    for (const s of screen.getAllByRole("switch")) await user.click(s);
    await user.click(screen.getByRole("button", { name: "Save services" }));
    expect(screen.getByRole("alert")).toHaveTextContent("Keep at least one service shown on the site.");
    expect(puts()).toEqual([]);

    await user.click(screen.getByRole("switch", { name: "Show Custom Campaigns on the site" }));
    answer = (c) =>
      c.method === "PUT"
        ? {
            status: 400,
            body: {
              error: { code: "VALIDATION_FAILED", message: "x", fields: { services: "serviceLayout.errors.layout" } },
            },
          }
        : { status: 200, body: { services: fresh() } };
    await user.click(screen.getByRole("button", { name: "Save services" }));
    await waitFor(() =>
      expect(screen.getByRole("alert")).toHaveTextContent("List every service of the catalogue exactly once."),
    );
    expect(toasts).toEqual([]);
  });

  it("is read-only for staff who are not admins", async () => {
    renderList(true);
    await screen.findByRole("region", { name: "Services on the site" });
    expect(screen.queryByRole("button", { name: "Save services" })).toBeNull();
    expect(screen.getByRole("switch", { name: "Show Strategic Shilling on the site" })).toBeDisabled();
  });
});
