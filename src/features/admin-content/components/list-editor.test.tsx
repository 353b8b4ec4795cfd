import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { I18nextProvider } from "react-i18next";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ContentDetail, ContentField, ContentList, Localized } from "@common/content";
import { createI18n } from "@/i18n/i18n";
import { ContentEditor } from "./content-editor";

vi.mock("@/lib/toast", () => ({
  toast: Object.assign(() => undefined, { success: () => undefined, error: () => undefined, info: () => undefined }),
}));

const i18n = createI18n();

type Call = { url: string; method: string; body: unknown };
let calls: Call[];

beforeEach(() => {
  calls = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init?: RequestInit) => {
      calls.push({ url, method: init?.method ?? "GET", body: init?.body ? JSON.parse(String(init.body)) : null });
      if (url.includes("/preview")) return new Response("<p>page</p>", { headers: { "Content-Type": "text/html" } });
      return new Response(JSON.stringify(testimonials({ rev: 8, state: "draft" })), {
        headers: { "Content-Type": "application/json" },
      });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

const writes = () => calls.filter((c) => c.method !== "GET");

const text = (en: string): Localized => ({ en, es: `${en} es`, fr: `${en} fr`, de: `${en} de`, zh: "", ja: "" });
const PEOPLE = { sarah: "Sarah Johnson", david: "David Kim", amara: "Amara Okonkwo" } as const;

function entryFields(entry: keyof typeof PEOPLE): ContentField[] {
  return [
    ["quote", `Quote of ${PEOPLE[entry]}`, true],
    ["author", PEOPLE[entry], false],
    ["role", "Founder", false],
  ].map(([rel, en, multiline]) => ({
    key: `items.${entry}.${String(rel)}`,
    multiline: Boolean(multiline),
    rich: false,
    values: text(String(en)),
    live: text(String(en)),
    changed: false,
  }));
}

function testimonials(over: Partial<ContentDetail> = {}, list: Partial<ContentList> = {}): ContentDetail {
  const entries = list.entries ?? ["sarah", "david", "amara"];
  return {
    id: "testimonials:items",
    group: "testimonials",
    state: "published",
    rev: 7,
    missing: { en: 0, es: 0, fr: 0, de: 0, zh: 9, ja: 9 },
    updatedAt: null,
    updatedBy: null,
    fields: entries.flatMap((e) => entryFields(e as keyof typeof PEOPLE)),
    versions: [],
    paths: ["/testimonials"],
    lists: [
      {
        path: "items",
        entries,
        live: entries,
        shipped: ["sarah", "david", "amara"],
        // The shipped entries not in the list, with their shipped texts (as the server sends them).
        removed: (["sarah", "david", "amara"] as const)
          .filter((e) => !entries.includes(e))
          .flatMap((e) => entryFields(e).map((f) => ({ ...f, live: text(""), changed: true }))),
        shape: ["quote", "author", "role"],
        add: true,
        reorder: true,
        ...list,
      },
    ],
    ...over,
  };
}

function renderEditor(item = testimonials()) {
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={qc}>
      <I18nextProvider i18n={i18n}>
        <ContentEditor item={item} />
      </I18nextProvider>
    </QueryClientProvider>,
  );
}

/** The entries' groups in their order, by name. */
const entryNames = () =>
  within(screen.getByRole("form", { name: "Texts" }))
    .getAllByRole("region")
    .map((r) => r.getAttribute("aria-label"))
    .filter((n): n is string => !!n);

describe("list editing in the content editor", () => {
  it("shows each entry as a group named by its English title, with controls named after it", () => {
    renderEditor();
    expect(entryNames()).toEqual(["Sarah Johnson", "David Kim", "Amara Okonkwo"]);
    expect(screen.getByRole("button", { name: "Move up: Sarah Johnson" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Move down: Amara Okonkwo" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Move down: Sarah Johnson" })).toBeEnabled();
    expect(screen.getByRole("button", { name: "Remove: David Kim" })).toBeEnabled();
    expect(screen.getByText("3 entries")).toBeInTheDocument();
    const david = screen.getByRole("region", { name: "David Kim" });
    expect(within(david).getByRole("textbox", { name: "items.david.author — English" })).toHaveValue("David Kim");
  });

  it("reorders and removes with the keyboard, keeps the focus on the moved entry, and saves the order", async () => {
    renderEditor();
    const user = userEvent.setup();
    screen.getByRole("button", { name: "Move down: Sarah Johnson" }).focus();
    await user.keyboard("{Enter}");
    expect(entryNames()).toEqual(["David Kim", "Sarah Johnson", "Amara Okonkwo"]);
    await waitFor(() => expect(screen.getByRole("button", { name: "Move down: Sarah Johnson" })).toHaveFocus());
    await user.keyboard("{Enter}");
    expect(entryNames()).toEqual(["David Kim", "Amara Okonkwo", "Sarah Johnson"]);
    // At the end, the focus goes to the entry's other button.
    await waitFor(() => expect(screen.getByRole("button", { name: "Move up: Sarah Johnson" })).toHaveFocus());

    await user.click(screen.getByRole("button", { name: "Remove: Amara Okonkwo" }));
    expect(entryNames()).toEqual(["David Kim", "Sarah Johnson"]);
    expect(screen.queryByRole("textbox", { name: "items.amara.author — English" })).toBeNull();
    expect(screen.getByText("Unsaved changes")).toBeInTheDocument();
    // The removed entry's untranslated texts no longer count as missing.
    expect(screen.getByText("中文: 6 missing")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Save draft" }));
    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(writes()[0]!.body).toEqual({ rev: 7, values: {}, lists: { items: ["david", "sarah"] } });
  }, 30_000);

  it("adds an empty entry at the end, asks for its English texts, and sends them with the new order", async () => {
    renderEditor();
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Add entry" }));
    expect(entryNames()).toEqual(["Sarah Johnson", "David Kim", "Amara Okonkwo", "New entry"]);
    const added = screen.getByRole("region", { name: "New entry" });
    expect(within(added).getByText("New")).toBeInTheDocument();
    const quote = within(added).getByRole("textbox", { name: "items.new1.quote — English" });
    await waitFor(() => expect(quote).toHaveFocus());
    expect(quote.tagName).toBe("TEXTAREA");

    // Not without its English texts.
    await user.click(screen.getByRole("button", { name: "Save draft" }));
    expect(writes()).toEqual([]);
    expect(within(added).getAllByText(/English may not be empty/).length).toBeGreaterThan(0);

    await user.type(quote, "Quick.");
    await user.type(within(added).getByRole("textbox", { name: "items.new1.author — English" }), "Jana Brandt");
    await user.type(within(added).getByRole("textbox", { name: "items.new1.role — English" }), "Baker");
    await user.type(within(added).getByRole("textbox", { name: "items.new1.role — Deutsch" }), "Bäckerin");
    // The group takes the name typed.
    expect(screen.getByRole("button", { name: "Remove: Jana Brandt" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Move up: Jana Brandt" }));

    await user.click(screen.getByRole("button", { name: "Save draft" }));
    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(writes()[0]!.body).toEqual({
      rev: 7,
      values: {
        "items.new1.quote": { en: "Quick." },
        "items.new1.author": { en: "Jana Brandt" },
        "items.new1.role": { en: "Baker", de: "Bäckerin" },
      },
      lists: { items: ["sarah", "david", "new1", "amara"] },
    });
  }, 30_000);

  it("puts back a shipped entry removed before (with its shipped texts) or just now, at the end of the list", async () => {
    renderEditor(testimonials({}, { entries: ["sarah", "amara"], live: ["sarah", "amara"] }));
    const user = userEvent.setup();
    expect(entryNames()).toEqual(["Sarah Johnson", "Amara Okonkwo"]);
    expect(screen.getByText("Removed entries — put one back:")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Put back: David Kim" }));
    expect(entryNames()).toEqual(["Sarah Johnson", "Amara Okonkwo", "David Kim"]);
    const david = screen.getByRole("region", { name: "David Kim" });
    expect(within(david).getByRole("textbox", { name: "items.david.author — Deutsch" })).toHaveValue("David Kim de");
    expect(within(david).queryByText("New")).toBeNull();
    await waitFor(() => expect(screen.getByRole("button", { name: "Remove: David Kim" })).toHaveFocus());
    expect(screen.queryByText("Removed entries — put one back:")).toBeNull();

    // Removed and put back again before saving: the same texts, in the new place.
    await user.click(screen.getByRole("button", { name: "Remove: Sarah Johnson" }));
    await user.click(screen.getByRole("button", { name: "Put back: Sarah Johnson" }));
    expect(entryNames()).toEqual(["Amara Okonkwo", "David Kim", "Sarah Johnson"]);

    await user.click(screen.getByRole("button", { name: "Save draft" }));
    await waitFor(() => expect(writes()).toHaveLength(1));
    const body = writes()[0]!.body as { lists: unknown; values: Record<string, Partial<Localized>> };
    expect(body.lists).toEqual({ items: ["amara", "david", "sarah"] });
    // David's texts go with the order (the server had none for him in this draft); Sarah's are unchanged.
    expect(body.values["items.david.author"]).toMatchObject({ en: "David Kim", de: "David Kim de" });
    expect(Object.keys(body.values).some((k) => k.startsWith("items.sarah."))).toBe(false);
  }, 30_000);

  it("drops an entry added and removed again before saving: nothing to save", async () => {
    renderEditor();
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Add entry" }));
    await user.click(screen.getByRole("button", { name: "Remove: New entry" }));
    expect(entryNames()).toEqual(["Sarah Johnson", "David Kim", "Amara Okonkwo"]);
    expect(screen.queryByRole("textbox", { name: "items.new1.quote — English" })).toBeNull();
    await user.click(screen.getByRole("button", { name: "Save draft" }));
    expect(await screen.findByText("Nothing changed since the last save.")).toBeInTheDocument();
    expect(writes()).toEqual([]);
  }, 30_000);

  it("says an emptied list leaves out its section; a list that keeps its order and entries has no such controls", () => {
    const { unmount } = renderEditor(testimonials({}, { entries: [] }));
    expect(screen.getByText("0 entries")).toBeInTheDocument();
    expect(screen.getByText(/This list is empty: the page leaves out its section/)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Add entry" })).toBeInTheDocument();
    unmount();

    renderEditor(testimonials({}, { add: false, reorder: false }));
    expect(screen.queryByRole("button", { name: /^Move/ })).toBeNull();
    expect(screen.queryByRole("button", { name: "Add entry" })).toBeNull();
    expect(screen.getByRole("button", { name: "Remove: Sarah Johnson" })).toBeInTheDocument();
    expect(screen.getByText("This list is shown in the order of its years.")).toBeInTheDocument();
  });
});
