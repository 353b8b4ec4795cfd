import { within } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { describe, expect, it } from "vitest";
import { SERVICE_IDS } from "@common/catalog";
import { localizeService } from "@/content/services";
import { createI18n } from "@/i18n/i18n";
import { ServiceComparison } from "./service-comparison";

const i18n = createI18n();
const services = SERVICE_IDS.map((id) => localizeService(id, i18n.getFixedT("en"), "en"));
const ui = (
  <I18nextProvider i18n={i18n}>
    <ServiceComparison services={services} />
  </I18nextProvider>
);

describe("the services comparison's pickers", () => {
  it("name the chosen services in the prerendered HTML, before any script runs", () => {
    const page = document.body.appendChild(document.createElement("div"));
    page.innerHTML = renderToString(ui);
    expect(within(page).getByRole("combobox", { name: "First service" })).toHaveTextContent("Strategic Shilling");
    expect(within(page).getByRole("combobox", { name: "Second service" })).toHaveTextContent("Business Growth");
    expect(within(page).queryAllByRole("option")).toEqual([]);
    page.remove();
  });
});

describe("the comparison when a default service is not listed", () => {
  it("shows the first listed service that the other side does not", () => {
    // Staff hid Strategic Shilling and put Business Growth first: the first side falls back past it.
    const listed = [services[6]!, ...services.filter((s) => s.id !== "shilling" && s.id !== "business")];
    const page = document.body.appendChild(document.createElement("div"));
    page.innerHTML = renderToString(
      <I18nextProvider i18n={i18n}>
        <ServiceComparison services={listed} />
      </I18nextProvider>,
    );
    expect(within(page).getByRole("combobox", { name: "First service" })).toHaveTextContent("Influencer Marketing");
    expect(within(page).getByRole("combobox", { name: "Second service" })).toHaveTextContent("Business Growth");
    page.remove();
  });
});
