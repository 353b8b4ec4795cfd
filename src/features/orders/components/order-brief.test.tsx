import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { I18nextProvider } from "react-i18next";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { BriefDto } from "@common/intake";
import { LANGUAGES } from "@common/locales";
import { createI18n } from "@/i18n/i18n";
import { OrderBrief } from "./order-brief";

const all = (text: string) =>
  Object.fromEntries(LANGUAGES.map((l) => [l, text])) as Record<(typeof LANGUAGES)[number], string>;
const BRIEF: BriefDto = {
  status: "draft",
  questions: [
    {
      id: "has-site",
      kind: "choice",
      required: true,
      label: all("Do you have a website?"),
      help: all(""),
      options: [
        { id: "yes", label: all("Yes") },
        { id: "no", label: all("No") },
      ],
      showIf: null,
    },
    {
      id: "site-url",
      kind: "url",
      required: true,
      label: all("Its address"),
      help: all(""),
      options: [],
      showIf: { questionId: "has-site", optionId: "yes" },
    },
  ],
  answers: {},
  savedAt: null,
  submittedAt: null,
  changeNote: null,
  deliveryDays: 10,
  history: [],
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

afterEach(() => vi.unstubAllGlobals());

describe("OrderBrief", () => {
  it("shows the conditional question by the answer, and 'Saved' only once the server saved the draft", async () => {
    let release: (r: Response) => void = () => {};
    const puts: unknown[] = [];
    vi.stubGlobal(
      "fetch",
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        const method = init?.method ?? (input instanceof Request ? input.method : "GET");
        if (method === "PUT") {
          puts.push(JSON.parse(String(init?.body ?? (input instanceof Request ? await input.text() : "{}"))));
          return new Promise<Response>((resolve) => (release = resolve));
        }
        return json({ brief: BRIEF });
      }),
    );
    render(
      <I18nextProvider i18n={createI18n("en")}>
        <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
          <OrderBrief orderCode="ORD-000001" />
        </QueryClientProvider>
      </I18nextProvider>,
    );
    expect(await screen.findByText("Waiting for your brief")).toBeInTheDocument();
    expect(screen.queryByLabelText(/Its address/)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole("radio", { name: "Yes" }));
    expect(screen.getByLabelText(/Its address/)).toBeInTheDocument();
    await waitFor(() => expect(puts).toHaveLength(1), { timeout: 3000 });
    expect(puts[0]).toEqual({ answers: { "has-site": "yes" } });
    expect(screen.getByRole("status")).toHaveTextContent("Saving…");
    expect(screen.queryByText("Saved")).not.toBeInTheDocument();
    release(json({ savedAt: "2026-12-02T10:00:00.000Z" }));
    await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent("Saved"));
  });

  it("says the brief comes once the payment arrives, in German, when the service sends it after payment", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => json({ brief: null, opensOnPayment: true })),
    );
    render(
      <I18nextProvider i18n={createI18n("de")}>
        <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
          <OrderBrief orderCode="ORD-000001" />
        </QueryClientProvider>
      </I18nextProvider>,
    );
    expect(await screen.findByText("Ihr Briefing folgt, sobald Ihre Zahlung eingegangen ist")).toBeInTheDocument();
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
  });
});
