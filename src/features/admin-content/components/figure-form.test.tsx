import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { I18nextProvider } from "react-i18next";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { FIGURES, figureModes } from "@common/figure-rules";
import type { FigureId, FigureState } from "@common/figures";
import { createI18n } from "@/i18n/i18n";
import { FigureForm } from "./figure-form";

const toasts = vi.hoisted(() => [] as string[]);
vi.mock("@/lib/toast", () => ({
  toast: Object.assign((m: string) => toasts.push(m), {
    success: (m: string) => toasts.push(m),
    error: (m: string) => toasts.push(m),
    info: (m: string) => toasts.push(m),
  }),
}));

const state = (id: FigureId, over: Partial<FigureState> = {}): FigureState => {
  const rule = FIGURES[id];
  return {
    id,
    mode: "shipped",
    value: null,
    source: "",
    shipped: rule.shipped,
    min: rule.min,
    max: rule.max,
    decimals: rule.decimals,
    modes: figureModes(id),
    ...(rule.computed ? { computed: null } : {}),
    shown: rule.shipped,
    updatedAt: null,
    updatedBy: null,
    ...over,
  };
};

let sent: { url: string; body: unknown }[];
let answer: (body: unknown) => { status: number; json: unknown };
beforeEach(() => {
  toasts.length = 0;
  sent = [];
  answer = () => ({ status: 200, json: { figures: [], pages: 12 } });
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init?: RequestInit) => {
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      sent.push({ url, body });
      const a = answer(body);
      return new Response(JSON.stringify(a.json), {
        status: a.status,
        headers: { "content-type": "application/json" },
      });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

function renderForm(figure: FigureState, lng: "en" | "de" = "en") {
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={qc}>
      <I18nextProvider i18n={createI18n(lng)}>
        <FigureForm figure={figure} />
      </I18nextProvider>
    </QueryClientProvider>,
  );
}

describe("figure form", () => {
  it("types a number with its source and sends it; the schema refuses a missing source first", async () => {
    const user = userEvent.setup();
    renderForm(state("countries"));
    const form = screen.getByRole("form", { name: "Countries with clients" });
    expect(within(form).getByText("Visitors see: 47")).toBeInTheDocument();
    // Countries have no data to compute them from: typed or hidden only, and the form says why.
    expect(within(form).queryByRole("radio", { name: /Computed/ })).toBeNull();
    expect(within(form).getByText(/holds no data to compute this figure/)).toBeInTheDocument();

    await user.click(within(form).getByRole("radio", { name: /A number I type/ }));
    await user.type(within(form).getByRole("spinbutton", { name: "Number" }), "52");
    await user.click(within(form).getByRole("button", { name: "Save figure" }));
    expect(await within(form).findByText("Say where the number comes from.")).toBeInTheDocument();
    expect(sent).toEqual([]);

    await user.type(within(form).getByRole("textbox", { name: "Source" }), "Client list, March 2026");
    await user.click(within(form).getByRole("button", { name: "Save figure" }));
    await waitFor(() => expect(toasts).toEqual(["Countries with clients saved; the pages show it"]));
    expect(sent).toEqual([
      { url: "/api/admin/figures/countries", body: { mode: "typed", value: 52, source: "Client list, March 2026" } },
    ]);
  });

  it("refuses a number out of the figure's bounds, in the admin's language", async () => {
    const user = userEvent.setup();
    renderForm(state("successRate"), "de");
    const form = screen.getByRole("form", { name: "Erfolgsquote (%)" });
    await user.click(within(form).getByRole("radio", { name: /eingetragene Zahl/ }));
    await user.type(within(form).getByRole("spinbutton", { name: "Zahl" }), "101");
    await user.type(within(form).getByRole("textbox", { name: "Quelle" }), "Bericht");
    await user.click(within(form).getByRole("button", { name: "Zahl speichern" }));
    expect(await within(form).findByText("Geben Sie eine Zahl von 0 bis 100 ein.")).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it("offers computing where the product counts, says what it counts and that nothing is counted yet", async () => {
    const user = userEvent.setup();
    renderForm(state("campaigns"));
    const form = screen.getByRole("form", { name: "Campaigns delivered" });
    const computed = within(form).getByRole("radio", { name: /Computed from this site's data/ });
    expect(within(form).getByText(/Counts the orders with the status Completed\./)).toHaveTextContent(
      "Nothing to count yet: the figure stays hidden until there is.",
    );
    await user.click(computed);
    expect(within(form).queryByRole("spinbutton")).toBeNull();
    await user.click(within(form).getByRole("button", { name: "Save figure" }));
    await waitFor(() => expect(sent).toEqual([{ url: "/api/admin/figures/campaigns", body: { mode: "computed" } }]));
  });

  it("shows the server's refusal on its field", async () => {
    const user = userEvent.setup();
    answer = () => ({
      status: 400,
      json: {
        error: {
          code: "VALIDATION_FAILED",
          message: "Some fields are invalid.",
          fields: { source: "admin-content:figures.errors.control" },
        },
      },
    });
    renderForm(state("targets", { mode: "typed", value: 2_500_000, source: "Ad reports", shown: 2_500_000 }));
    const form = screen.getByRole("form", { name: "Targets reached" });
    expect(within(form).getByRole("radio", { name: /A number I type/ })).toBeChecked();
    expect(within(form).getByRole("spinbutton", { name: "Number" })).toHaveValue(2_500_000);
    await user.click(within(form).getByRole("button", { name: "Save figure" }));
    expect(
      await within(form).findByText("Remove control characters and line breaks from this text."),
    ).toBeInTheDocument();
    expect(toasts).toEqual(["Some fields were refused; see the marked fields."]);
  });
});
