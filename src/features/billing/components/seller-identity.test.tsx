import { screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { DEFAULT_SELLER_SETTINGS } from "@common/billing";
import { FooterSellerLines } from "./seller-identity";
import { renderWithQuery as renderWith, servePublicSettings as serve } from "@/lib/public-settings.fixture";

beforeEach(() => vi.unstubAllGlobals());
afterEach(() => vi.unstubAllGlobals());

const { legalName, address, taxId } = DEFAULT_SELLER_SETTINGS;

describe("the seller's identity before staff entered a name", () => {
  it("a fresh install has no built-in company name", () => {
    expect(legalName).toBe("");
  });

  it("the footer's seller lines draw nothing, and only what is set once staff fill some", async () => {
    const fetchMock = serve({ legalName, address, taxId });
    const { container, unmount } = renderWith(<FooterSellerLines />);
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await new Promise((r) => setTimeout(r, 0));
    expect(container).toBeEmptyDOMElement();
    unmount();

    serve({ legalName: "", address: "1 Main St\nDublin", taxId: "" });
    renderWith(<FooterSellerLines />);
    const box = await screen.findByTestId("seller-identity");
    expect(box).toHaveTextContent("1 Main St, Dublin");
    expect(box.querySelector(".font-medium")).toBeNull();
  });

  it("the name staff entered is shown", async () => {
    serve({ legalName: "Northwind Media Ltd.", address: "", taxId: "" });
    renderWith(<FooterSellerLines />);
    expect(await screen.findByTestId("seller-identity")).toHaveTextContent("Northwind Media Ltd.");
  });
});
