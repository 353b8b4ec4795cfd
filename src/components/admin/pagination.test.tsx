import { render, screen } from "@testing-library/react";
import { I18nextProvider } from "react-i18next";
import { describe, expect, it } from "vitest";
import type { Language } from "@common/locales";
import { createI18n } from "@/i18n/i18n";
import { Pagination } from "./pagination";

const show = (lng: Language, total: number) =>
  render(
    <I18nextProvider i18n={createI18n(lng)}>
      <Pagination page={1} pageSize={10} total={total} onPage={() => {}} />
    </I18nextProvider>,
  );

describe("pagination", () => {
  it("counts results with the language's plural rules", async () => {
    show("en", 1);
    expect(await screen.findByText("1 result")).toBeInTheDocument();
  });

  it("says results for more than one", async () => {
    show("en", 21);
    expect(await screen.findByText("21 results")).toBeInTheDocument();
  });

  it("uses the German singular", async () => {
    show("de", 1);
    expect(await screen.findByText("1 Ergebnis")).toBeInTheDocument();
  });
});
