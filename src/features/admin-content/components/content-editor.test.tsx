import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { I18nextProvider } from "react-i18next";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ContentDetail, ContentVersion, Localized } from "@common/content";
import { createI18n } from "@/i18n/i18n";
import { ContentEditor } from "./content-editor";

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
let answer: (c: Call) => { status: number; body?: unknown };

beforeEach(() => {
  calls = [];
  toasts.length = 0;
  answer = () => ({ status: 200, body: faq() });
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init?: RequestInit) => {
      const call = { url, method: init?.method ?? "GET", body: init?.body ? JSON.parse(String(init.body)) : null };
      calls.push(call);
      const a = answer(call);
      if (typeof a.body === "string")
        return new Response(a.body, { status: a.status, headers: { "Content-Type": "text/html" } });
      return new Response(JSON.stringify(a.body ?? {}), {
        status: a.status,
        headers: { "Content-Type": "application/json" },
      });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

const writes = () => calls.filter((c) => c.method !== "GET");
const reads = () => calls.filter((c) => c.method === "GET" && !c.url.includes("/preview"));

const text = (en: string, others: Partial<Localized> = {}): Localized => ({
  en,
  es: `${en} (es)`,
  fr: `${en} (fr)`,
  de: `${en} (de)`,
  zh: `${en} (zh)`,
  ja: `${en} (ja)`,
  ...others,
});

// The contract names a version's number `rev`, the server `version`: the screen reads either.
const published = (n: number) =>
  ({
    rev: n,
    version: n,
    publishedAt: "2026-12-01T10:00:00.000Z",
    publishedBy: "staff@example.com",
  }) as unknown as ContentVersion;

function faq(over: Partial<ContentDetail> = {}): ContentDetail {
  const question = text("How long does a campaign take?", { de: "", ja: "" });
  const answerText = text("Most campaigns start within 48 hours.", { de: "" });
  return {
    id: "faq:items",
    group: "faq",
    state: "published",
    rev: 4,
    missing: { en: 0, es: 0, fr: 0, de: 2, zh: 0, ja: 1 },
    updatedAt: "2026-12-01T10:00:00.000Z",
    updatedBy: "staff@example.com",
    fields: [
      { key: "items.0.question", multiline: false, rich: false, values: question, live: question, changed: false },
      { key: "items.0.answer", multiline: true, rich: false, values: answerText, live: answerText, changed: false },
    ],
    versions: [published(4)],
    paths: ["/faq"],
    lists: [],
    ...over,
  };
}

function renderEditor(item = faq()) {
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={qc}>
      <I18nextProvider i18n={i18n}>
        <ContentEditor item={item} />
      </I18nextProvider>
    </QueryClientProvider>,
  );
}

const field = (key: string, language: string) => screen.getByRole("textbox", { name: `${key} — ${language}` });

describe("content editor", () => {
  it("labels every language, marks each missing translation and counts them per language", async () => {
    renderEditor();
    expect(field("items.0.question", "English")).toHaveValue("How long does a campaign take?");
    expect(field("items.0.answer", "Deutsch").tagName).toBe("TEXTAREA");
    expect(field("items.0.question", "Deutsch")).toHaveAccessibleDescription("Missing — English is shown");
    expect(field("items.0.question", "日本語")).toHaveAccessibleDescription("Missing — English is shown");
    expect(field("items.0.answer", "Deutsch")).toHaveAccessibleDescription("Missing — English is shown");
    expect(field("items.0.question", "Español")).not.toHaveAccessibleDescription();

    const summary = screen.getByRole("region", { name: "Missing translations" });
    expect(within(summary).getByText("Deutsch: 2 missing")).toBeInTheDocument();
    expect(within(summary).getByText("日本語: 1 missing")).toBeInTheDocument();
    expect(within(summary).getByText("Español: none missing")).toBeInTheDocument();

    // Typing the translation takes the mark away and the count down, before anything is saved.
    const user = userEvent.setup();
    await user.type(field("items.0.question", "Deutsch"), "Wie lange dauert eine Kampagne?");
    expect(field("items.0.question", "Deutsch")).not.toHaveAccessibleDescription();
    expect(within(summary).getByText("Deutsch: 1 missing")).toBeInTheDocument();
    expect(writes()).toEqual([]);
  });

  it("saves only what changed, with the rev it loaded", async () => {
    answer = (c) => ({ status: 200, body: c.method === "PUT" ? faq({ rev: 5, state: "draft" }) : faq() });
    renderEditor();
    const user = userEvent.setup();
    await user.type(field("items.0.question", "Deutsch"), "Wie lange?");
    await user.click(screen.getByRole("button", { name: "Save draft" }));
    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(writes()[0]).toEqual({
      url: "/api/admin/content/faq%3Aitems",
      method: "PUT",
      body: { rev: 4, values: { "items.0.question": { de: "Wie lange?" } } },
    });
    await waitFor(() => expect(toasts).toEqual(["Draft saved"]));
  });

  it("on a conflict keeps every typed text, names the fields the other person changed, and loads theirs only after a confirm", async () => {
    const theirs = faq({
      rev: 5,
      state: "draft",
      fields: faq().fields.map((f) =>
        f.key === "items.0.question" ? { ...f, values: { ...f.values, en: "Their question?" }, changed: true } : f,
      ),
    });
    answer = (c) =>
      c.method === "PUT"
        ? {
            status: 409,
            body: {
              error: {
                code: "CONTENT_CONFLICT",
                message: "Someone else saved this item first.",
                fields: { "items.0.question": "changed", "items.0.answer": "changed" },
              },
            },
          }
        : { status: 200, body: theirs };
    renderEditor();
    const user = userEvent.setup();
    await user.clear(field("items.0.question", "English"));
    await user.type(field("items.0.question", "English"), "My question?");
    await user.type(field("items.0.answer", "Deutsch"), "Meine Antwort.");
    await user.click(screen.getByRole("button", { name: "Save draft" }));

    const alert = await screen.findByRole("alert");
    expect(within(alert).getByText("Someone else saved this item since you opened it")).toBeInTheDocument();
    const changed = within(alert)
      .getAllByRole("listitem")
      .map((li) => li.textContent);
    expect(changed).toEqual(["items.0.question", "items.0.answer"]);
    expect(field("items.0.question", "English")).toHaveValue("My question?");
    expect(field("items.0.answer", "Deutsch")).toHaveValue("Meine Antwort.");
    expect(toasts).toEqual([]);

    // Nothing is loaded until staff confirm they give up their texts.
    await user.click(within(alert).getByRole("button", { name: "Load their version" }));
    expect(reads()).toEqual([]);
    await user.click(within(alert).getByRole("button", { name: "Keep mine for now" }));
    expect(field("items.0.question", "English")).toHaveValue("My question?");

    await user.click(within(alert).getByRole("button", { name: "Load their version" }));
    await user.click(within(alert).getByRole("button", { name: "Load theirs, lose mine" }));
    await waitFor(() => expect(field("items.0.question", "English")).toHaveValue("Their question?"));
    expect(reads().map((c) => c.url)).toEqual(["/api/admin/content/faq%3Aitems"]);
    expect(screen.queryByText("Someone else saved this item since you opened it")).toBeNull();
    expect(writes()).toHaveLength(1);
  });

  it("marks each field and language the server refused and keeps the draft", async () => {
    answer = (c) =>
      c.method === "PUT"
        ? {
            status: 400,
            body: {
              error: {
                code: "VALIDATION_FAILED",
                message: "Some fields are invalid.",
                fields: {
                  "values.items.0.answer.fr": "Keep the placeholder {{count}}.",
                  "values.items.0.question.ja": "Too long.",
                },
              },
            },
          }
        : { status: 200, body: faq() };
    renderEditor();
    const user = userEvent.setup();
    await user.type(field("items.0.question", "日本語"), "キャンペーンの期間は？");
    await user.clear(field("items.0.answer", "Français"));
    await user.type(field("items.0.answer", "Français"), "La plupart démarrent vite.");
    await user.click(screen.getByRole("button", { name: "Save draft" }));

    expect(
      await screen.findByText("Some texts were refused; see the marked fields. Your draft is kept."),
    ).toBeInTheDocument();
    const fr = field("items.0.answer", "Français");
    expect(fr).toHaveAttribute("aria-invalid", "true");
    expect(fr).toHaveAccessibleDescription("Keep the placeholder {{count}}.");
    expect(fr).toHaveValue("La plupart démarrent vite.");
    const ja = field("items.0.question", "日本語");
    expect(ja).toHaveAttribute("aria-invalid", "true");
    expect(ja).toHaveValue("キャンペーンの期間は？");
    expect(field("items.0.answer", "English")).not.toHaveAttribute("aria-invalid");
    expect(toasts).toEqual([]);
  });

  it("shows the Markdown help under a rich field and refuses what the pages would not draw, before sending", async () => {
    const item = faq();
    item.fields[1] = { ...item.fields[1]!, rich: true };
    renderEditor(item);
    const user = userEvent.setup();
    const help = "Markdown: **bold**, *italic*, [link](https://…), - list";
    expect(screen.getAllByText(help)).toHaveLength(1);
    expect(field("items.0.answer", "English")).toHaveAccessibleDescription(help);
    expect(field("items.0.question", "English")).not.toHaveAccessibleDescription(help);
    await user.clear(field("items.0.answer", "Deutsch"));
    await user.type(field("items.0.answer", "Deutsch"), "Siehe [[hier](http://insecure.example)");
    await user.clear(field("items.0.answer", "Français"));
    await user.type(field("items.0.answer", "Français"), "<b>Vite</b>");
    await user.click(screen.getByRole("button", { name: "Save draft" }));
    const de = field("items.0.answer", "Deutsch");
    await waitFor(() => expect(de).toHaveAttribute("aria-invalid", "true"));
    expect(de).toHaveAccessibleDescription(
      `${help} A link goes to an https:// address or a path of this site (/contact).`,
    );
    expect(field("items.0.answer", "Français")).toHaveAccessibleDescription(
      `${help} HTML tags are not allowed: use Markdown (**bold**, *italic*, [text](https://…)).`,
    );
    expect(writes()).toEqual([]);
  });

  it("refuses an empty English text before sending anything", async () => {
    renderEditor();
    const user = userEvent.setup();
    await user.clear(field("items.0.question", "English"));
    await user.click(screen.getByRole("button", { name: "Save draft" }));
    const en = field("items.0.question", "English");
    await waitFor(() => expect(en).toHaveAttribute("aria-invalid", "true"));
    expect(en).toHaveAccessibleDescription("English may not be empty: it is what every page falls back to.");
    expect(writes()).toEqual([]);
  });

  it("publishes unsaved changes first and toasts the number of pages the server re-rendered", async () => {
    answer = (c) =>
      c.method === "PUT"
        ? { status: 200, body: faq({ rev: 5, state: "draft" }) }
        : c.url.endsWith("/publish")
          ? { status: 200, body: { item: faq({ rev: 6 }), pages: 12 } }
          : { status: 200, body: faq() };
    renderEditor();
    const user = userEvent.setup();
    await user.type(field("items.0.question", "Deutsch"), "Wie lange?");
    await user.click(screen.getByRole("button", { name: "Publish" }));
    await waitFor(() => expect(toasts).toEqual(["Published — 12 pages updated"]));
    expect(writes().map((c) => [c.method, c.url, c.body])).toEqual([
      ["PUT", "/api/admin/content/faq%3Aitems", { rev: 4, values: { "items.0.question": { de: "Wie lange?" } } }],
      ["POST", "/api/admin/content/faq%3Aitems/publish", { rev: 5 }],
    ]);
  });

  it("shows the preview of the item's page, without its scripts, at phone width in the chosen language", async () => {
    answer = (c) =>
      c.url.includes("/preview")
        ? {
            status: 200,
            body: `<!doctype html><html lang="${new URL(c.url, "http://x").searchParams.get("lng")}"><head><script type="module" src="/assets/app.js"></script></head><body><h1>FAQ page</h1><script>alert(1)</script></body></html>`,
          }
        : { status: 200, body: faq() };
    renderEditor();
    const frame = await screen.findByTitle("Preview of /faq in English");
    expect(calls.map((c) => c.url)).toContain("/api/admin/content/faq%3Aitems/preview?lng=en&path=%2Ffaq");
    const srcdoc = frame.getAttribute("srcdoc") ?? "";
    expect(srcdoc).toContain("<h1>FAQ page</h1>");
    expect(srcdoc).not.toContain("<script");
    expect(frame).toHaveStyle({ width: "390px" });
    const user = userEvent.setup();
    await user.selectOptions(screen.getByRole("combobox", { name: "Language" }), "de");
    expect(await screen.findByTitle("Preview of /faq in Deutsch")).toHaveAttribute(
      "srcdoc",
      expect.stringContaining('lang="de"'),
    );
    await user.click(screen.getByRole("button", { name: "Desktop" }));
    expect(screen.getByRole("button", { name: "Desktop" })).toHaveAttribute("aria-pressed", "true");
  });

  it("restores a published version as the draft after a confirmation", async () => {
    answer = (c) => ({ status: 200, body: c.url.endsWith("/restore") ? faq({ rev: 5, state: "draft" }) : faq() });
    renderEditor();
    const user = userEvent.setup();
    const history = screen.getByRole("region", { name: "History" });
    expect(within(history).getByText("Version 4")).toBeInTheDocument();
    await user.click(within(history).getByRole("button", { name: "Restore version 4" }));
    expect(writes()).toEqual([]);
    await user.click(within(history).getByRole("button", { name: "Restore version 4" }));
    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(writes()[0]).toEqual({
      url: "/api/admin/content/faq%3Aitems/restore",
      method: "POST",
      body: { version: 4 },
    });
    await waitFor(() => expect(toasts).toEqual(["Version 4 is now the draft"]));
    expect(screen.getByText("Draft")).toBeInTheDocument();
  });
});
