import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { I18nextProvider } from "react-i18next";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { localizeService, type Service } from "@/content/services";
import { createI18n } from "@/i18n/i18n";
import { FaqTab, FeaturesTab, PricingTab, ServiceTabs } from "./service-tabs";

const i18n = createI18n();
const shilling = localizeService("shilling", i18n.getFixedT("en"), "en");
/** A service with no features, plans or FAQs, to exercise the empty states. */
const bare: Service = { ...shilling, features: [], pricing: [], faqs: [] };

function renderWith(ui: React.ReactNode) {
  return render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter>{ui}</MemoryRouter>
    </I18nextProvider>,
  );
}

describe("service detail tabs, empty states", () => {
  it("Features without features says they are being finalized", () => {
    renderWith(<FeaturesTab service={bare} />);
    expect(screen.getByText("Detailed features for this service are currently being finalized.")).toBeInTheDocument();
  });

  it("Pricing without plans shows nothing", () => {
    const { container } = renderWith(<PricingTab service={bare} />);
    expect(container).toBeEmptyDOMElement();
  });

  it("FAQ without questions offers a Contact Us button", () => {
    renderWith(<FaqTab service={bare} />);
    expect(screen.getByRole("heading", { name: "Have questions about this service?" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Contact Us" })).toHaveAttribute("href", "/contact");
  });

  it("with content, Features lists them and Pricing shows three plans", () => {
    renderWith(
      <>
        <FeaturesTab service={shilling} />
        <PricingTab service={shilling} />
      </>,
    );
    expect(screen.getByRole("heading", { name: "Community seeding" })).toBeInTheDocument();
    expect(screen.getAllByRole("article")).toHaveLength(3);
    expect(screen.queryByText("Detailed features for this service are currently being finalized.")).toBeNull();
  });
});

describe("service detail tabs", () => {
  it("opens on Overview with Order Now and switches tabs", async () => {
    const user = userEvent.setup();
    renderWith(<ServiceTabs service={shilling} />);
    expect(screen.getByRole("tab", { name: "Overview" })).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("link", { name: "Order Now" })).toHaveAttribute("href", "/order/shilling");
    await user.click(screen.getByRole("tab", { name: "FAQ" }));
    const panel = screen.getByRole("tabpanel");
    const first = within(panel).getByRole("button", { name: shilling.faqs[0]!.question });
    const second = within(panel).getByRole("button", { name: shilling.faqs[1]!.question });
    await user.click(first);
    expect(first).toHaveAttribute("aria-expanded", "true");
    await user.click(second);
    expect(first).toHaveAttribute("aria-expanded", "false");
    expect(second).toHaveAttribute("aria-expanded", "true");
    await user.click(second);
    expect(second).toHaveAttribute("aria-expanded", "false");
  });
});
