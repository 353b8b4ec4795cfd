import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { I18nextProvider } from "react-i18next";
import { Link, MemoryRouter, Route, Routes } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createI18n } from "@/i18n/i18n";
import { ScreenErrorBoundary } from "./screen-error-boundary";

let broken = true;
function Fragile() {
  if (broken) throw new Error("render failed");
  return <h1>Order ORD-000001</h1>;
}

const mount = (lng: "en" | "de" | "ja" = "en") =>
  render(
    <I18nextProvider i18n={createI18n(lng)}>
      <MemoryRouter initialEntries={["/dashboard/orders/ORD-000001"]}>
        <Link to="/pricing">See pricing</Link>
        <ScreenErrorBoundary>
          <Routes>
            <Route path="/dashboard/orders/:code" element={<Fragile />} />
            <Route path="/pricing" element={<h1>Pricing</h1>} />
            <Route path="/" element={<h1>Home</h1>} />
          </Routes>
        </ScreenErrorBoundary>
      </MemoryRouter>
    </I18nextProvider>,
  );

describe("ScreenErrorBoundary", () => {
  beforeEach(() => {
    broken = true;
    // React and the boundary report the error to the console; the test reads the screen instead.
    vi.spyOn(console, "error").mockImplementation(() => {});
  });
  afterEach(() => vi.restoreAllMocks());

  it("shows a translated message with focus on it, instead of a blank page", () => {
    mount("de");
    expect(screen.getByRole("alert")).toBeInTheDocument();
    const heading = screen.getByRole("heading", { level: 1, name: "Diese Ansicht konnte nicht angezeigt werden" });
    expect(heading).toHaveFocus();
    expect(screen.getByRole("button", { name: "Erneut versuchen" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Zurück zum Anfang" })).toHaveAttribute("href", "/");
  });

  it("'Try again' draws the screen anew", async () => {
    mount();
    broken = false;
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(screen.getByRole("heading", { level: 1, name: "Order ORD-000001" })).toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("another screen is shown when the visitor navigates away", async () => {
    mount("ja");
    expect(screen.getByRole("heading", { name: "この画面を表示できませんでした" })).toBeInTheDocument();
    await userEvent.click(screen.getByRole("link", { name: "See pricing" }));
    expect(screen.getByRole("heading", { level: 1, name: "Pricing" })).toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });
});
