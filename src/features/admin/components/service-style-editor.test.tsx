import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { I18nextProvider } from "react-i18next";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SERVICE_IDS } from "@common/catalog";
import { COMPARISON_MATRIX } from "@common/comparison";
import { DEFAULT_SERVICE_STYLES } from "@common/service-style";
import { createI18n } from "@/i18n/i18n";
import { ServiceStyleEditor } from "./service-style-editor";

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
const shipped = () =>
  SERVICE_IDS.map((id) => ({ id, ...DEFAULT_SERVICE_STYLES[id], matrix: { ...COMPARISON_MATRIX[id] } }));

beforeEach(() => {
  calls = [];
  toasts.length = 0;
  answer = (c) =>
    c.method === "PUT"
      ? { status: 200, body: { ok: true, ...(c.body as object) } }
      : { status: 200, body: { services: shipped() } };
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

async function renderEditor(readOnly = false, lng = "en") {
  await i18n.changeLanguage(lng);
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={qc}>
      <I18nextProvider i18n={i18n}>
        <ServiceStyleEditor readOnly={readOnly} />
      </I18nextProvider>
    </QueryClientProvider>,
  );
}
const puts = () => calls.filter((c) => c.method === "PUT");
type Sent = { services: { id: string; icon: string; gradient: string; matrix: Record<string, string> }[] };

describe("Icons, colours and comparison", () => {
  it("gives a service another icon, colour and cell, by keyboard, and toasts once stored", async () => {
    await renderEditor();
    const section = await screen.findByRole("region", { name: "Icons, colours and comparison" });
    const user = userEvent.setup();
    // Each service opens from its button (Enter on it).
    const toggle = within(section).getByRole("button", { name: "Strategic Shilling" });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    toggle.focus();
    await user.keyboard("{Enter}");
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    const icons = screen.getByRole("group", { name: "Icon for Strategic Shilling" });
    expect(within(icons).getAllByRole("radio")).toHaveLength(20);
    expect(within(icons).getByRole("radio", { name: "Megaphone" })).toBeChecked();
    await user.click(within(icons).getByRole("radio", { name: "Rocket" }));
    const colours = screen.getByRole("group", { name: "Colour for Strategic Shilling" });
    expect(within(colours).getAllByRole("radio")).toHaveLength(12);
    // Arrow keys move within the group, as native radios do.
    within(colours).getByRole("radio", { name: "Violet to fuchsia" }).focus();
    await user.keyboard("{ArrowRight}");
    expect(within(colours).getByRole("radio", { name: "Pink to rose" })).toBeChecked();

    const cell = screen.getByRole("combobox", { name: "Trending Algorithm Optimization for Strategic Shilling" });
    expect(cell).toHaveValue("included");
    await user.selectOptions(cell, "Depends on the campaign");
    expect(within(section).getByText("Changed")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Save icons, colours and comparison" }));
    await waitFor(() => expect(toasts).toEqual(["Icons, colours and comparison saved"]));
    const sent = (puts()[0]!.body as Sent).services;
    expect(sent.find((s) => s.id === "shilling")).toEqual({
      id: "shilling",
      icon: "rocket",
      gradient: "pink",
      matrix: { ...COMPARISON_MATRIX.shilling, trending: "unknown" },
    });
    expect(sent.filter((s) => s.id !== "shilling")).toEqual(shipped().filter((s) => s.id !== "shilling"));
  });

  it("sets a service back to as shipped, and shows the server's refusal without a toast", async () => {
    await renderEditor();
    await screen.findByRole("region", { name: "Icons, colours and comparison" });
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Press & Media" }));
    const reset = screen.getByRole("button", { name: "Set Press & Media back to as shipped" });
    expect(reset).toBeDisabled();
    await user.click(
      within(screen.getByRole("group", { name: "Icon for Press & Media" })).getByRole("radio", { name: "Star" }),
    );
    await user.click(reset);
    expect(
      within(screen.getByRole("group", { name: "Icon for Press & Media" })).getByRole("radio", { name: "Newspaper" }),
    ).toBeChecked();

    answer = (c) =>
      c.method === "PUT"
        ? {
            status: 400,
            body: {
              error: {
                code: "VALIDATION_FAILED",
                message: "x",
                fields: { "services.8.icon": "serviceStyle.errors.icon" },
              },
            },
          }
        : { status: 200, body: { services: shipped() } };
    await user.click(screen.getByRole("button", { name: "Save icons, colours and comparison" }));
    await waitFor(() => expect(screen.getByRole("alert")).toHaveTextContent("Choose an icon from the set."));
    expect(toasts).toEqual([]);
  });

  it("labels every cell with the feature and the service in the admin's language; read-only for non-admins", async () => {
    await renderEditor(true, "de");
    await screen.findByRole("region", { name: "Symbole, Farben und Vergleich" });
    await userEvent.setup().click(screen.getByRole("button", { name: "Unternehmenswachstum" }));
    expect(screen.queryByRole("button", { name: "Symbole, Farben und Vergleich speichern" })).toBeNull();
    const cell = screen.getByRole("combobox", {
      name: "Generierung authentischer Bewertungen bei Unternehmenswachstum",
    });
    expect(cell).toBeDisabled();
    expect(
      within(cell)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["Inklusive", "Nicht enthalten", "Je nach Kampagne"]);
    await i18n.changeLanguage("en");
  });
});
