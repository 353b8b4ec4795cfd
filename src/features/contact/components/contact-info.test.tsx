import { screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { DEFAULT_SELLER_SETTINGS } from "@common/billing";
import { ContactInfo } from "./contact-info";
import { renderWithQuery as renderWith, servePublicSettings as serve } from "@/lib/public-settings.fixture";

beforeEach(() => vi.unstubAllGlobals());
afterEach(() => vi.unstubAllGlobals());

const { legalName, address, taxId } = DEFAULT_SELLER_SETTINGS;

describe("the contact page before staff entered the seller's name", () => {
  it("the contact page shows the addresses and no company", async () => {
    const fetchMock = serve({ legalName, address, taxId });
    renderWith(<ContactInfo />, { contact: { salesEmail: "sales@agency.test" } });
    // The address staff set is in the page as rendered, not fetched after it.
    expect(screen.getByRole("link", { name: "sales@agency.test" })).toHaveAttribute("href", "mailto:sales@agency.test");
    // The one they did not change is the template's (on the launch checklist until they do).
    expect(screen.getByRole("link", { name: "support@umbra.agency" })).toBeInTheDocument();
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(screen.queryByTestId("seller-identity")).not.toBeInTheDocument();
    expect(screen.queryByText(/Umbra Agency|Company details/)).not.toBeInTheDocument();
  });
});
