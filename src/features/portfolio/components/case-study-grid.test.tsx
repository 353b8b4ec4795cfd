import { render, screen } from "@testing-library/react";
import { I18nextProvider } from "react-i18next";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { createI18n } from "@/i18n/i18n";
import { CaseStudyGrid } from "./case-study-grid";

describe("CaseStudyGrid", () => {
  it("says so when a category has no case studies", () => {
    render(
      <I18nextProvider i18n={createI18n()}>
        <MemoryRouter>
          <CaseStudyGrid studies={[]} />
        </MemoryRouter>
      </I18nextProvider>,
    );
    expect(screen.getByText("No case studies found for this category.")).toBeInTheDocument();
    expect(screen.queryByRole("article")).toBeNull();
  });
});
