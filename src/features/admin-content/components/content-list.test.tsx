import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { I18nextProvider } from "react-i18next";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import type { ContentSummary } from "@common/content";
import { createI18n } from "@/i18n/i18n";
import { ContentList } from "./content-list";

const i18n = createI18n();
const none = { en: 0, es: 0, fr: 0, de: 0, zh: 0, ja: 0 };
const items: ContentSummary[] = [
  {
    id: "home:hero",
    group: "home",
    state: "shipped",
    rev: 0,
    fields: 4,
    missing: none,
    updatedAt: null,
    updatedBy: null,
  },
  {
    id: "faq:items",
    group: "faq",
    state: "draft",
    rev: 3,
    fields: 24,
    missing: { ...none, de: 3, ja: 1 },
    updatedAt: "2026-12-01T10:00:00.000Z",
    updatedBy: "staff@example.com",
  },
  {
    id: "legal:terms",
    group: "legal",
    state: "published",
    rev: 2,
    fields: 30,
    missing: none,
    updatedAt: "2026-12-01T09:00:00.000Z",
    updatedBy: "owner@example.com",
  },
];

const renderList = () =>
  render(
    <MemoryRouter>
      <I18nextProvider i18n={i18n}>
        <ContentList items={items} />
      </I18nextProvider>
    </MemoryRouter>,
  );

describe("content list", () => {
  it("groups items as the site does, with state, missing translations per language and the last edit", () => {
    renderList();
    const faq = screen.getByRole("region", { name: "FAQ" });
    expect(within(faq).getByRole("link", { name: "faq:items" })).toHaveAttribute("href", "/admin/content/faq%3Aitems");
    expect(within(faq).getByText("Draft")).toBeInTheDocument();
    expect(within(faq).getByText("de: 3 missing")).toBeInTheDocument();
    expect(within(faq).getByText("ja: 1 missing")).toBeInTheDocument();
    expect(within(faq).getByText(/Last edit by staff@example\.com/)).toBeInTheDocument();
    const home = screen.getByRole("region", { name: "Home" });
    expect(within(home).getByText("Shipped as template")).toBeInTheDocument();
    expect(within(home).getByText("All six languages complete")).toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "Pricing" })).toBeNull();
  });

  it("filters by missing translations and by state", async () => {
    renderList();
    const user = userEvent.setup();
    await user.click(screen.getByRole("checkbox", { name: "Only items with missing translations" }));
    expect(screen.getByRole("link", { name: "faq:items" })).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "home:hero" })).toBeNull();
    expect(screen.getByRole("status")).toHaveTextContent("1 item shown");

    await user.click(screen.getByRole("checkbox", { name: "Only items with missing translations" }));
    await user.selectOptions(screen.getByRole("combobox", { name: "State" }), "published");
    expect(screen.getByRole("link", { name: "legal:terms" })).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "faq:items" })).toBeNull();
  });
});
