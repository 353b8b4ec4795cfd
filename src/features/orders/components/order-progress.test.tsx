import { render, screen } from "@testing-library/react";
import { I18nextProvider } from "react-i18next";
import { describe, expect, it } from "vitest";
import { createI18n } from "@/i18n/i18n";
import { CompactProgress, OrderProgress } from "./order-progress";

const inLanguage = (ui: React.ReactNode, lng: "en" | "de" | "ja" = "en") =>
  render(<I18nextProvider i18n={createI18n(lng)}>{ui}</I18nextProvider>);

describe("OrderProgress", () => {
  it("is a progressbar named by 'Work done', with the staff note and date", () => {
    inLanguage(<OrderProgress percent={40} note="Influencer outreach started." at="2026-03-02T10:00:00.000Z" />);
    const bar = screen.getByRole("progressbar", { name: "Work done: 40%" });
    expect(bar).toHaveAttribute("aria-valuenow", "40");
    expect(bar).toHaveAttribute("aria-valuemin", "0");
    expect(bar).toHaveAttribute("aria-valuemax", "100");
    expect(bar).toHaveAttribute("aria-valuetext", "40% done");
    expect(screen.getByTestId("order-progress")).toHaveTextContent(
      "Influencer outreach started. · updated Mar 2, 2026",
    );
  });

  it("keeps the value within 0–100 and writes the share as the language does", () => {
    inLanguage(<OrderProgress percent={140} note="" at={null} />, "de");
    const bar = screen.getByRole("progressbar");
    expect(bar).toHaveAttribute("aria-valuenow", "100");
    expect(bar).toHaveAccessibleName(/^Erledigt: 100\s%$/);
  });
});

describe("CompactProgress", () => {
  it("names its bar by the order", () => {
    inLanguage(<CompactProgress percent={65} code="ORD-ABC" />, "ja");
    const bar = screen.getByRole("progressbar", { name: "ORD-ABC の作業進捗" });
    expect(bar).toHaveAttribute("aria-valuenow", "65");
    expect(screen.getByTestId("compact-progress")).toHaveTextContent("65%");
  });
});
