import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { I18nextProvider } from "react-i18next";
import { MemoryRouter } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { createI18n } from "@/i18n/i18n";
import { ApiClientError } from "@/lib/api-client";
import { OrderWizard } from "./order-wizard";

const mutateAsync = vi.fn();
vi.mock("../api/create-order", () => ({ useCreateOrder: () => ({ mutateAsync, isPending: false }) }));
vi.mock("@/lib/auth/use-auth", () => ({ useAuth: () => ({ status: "signed-out", user: null }) }));
vi.mock("@/lib/pow/use-pow", () => ({ usePowPrefetch: () => {}, usePowAwaited: () => false }));

describe("the order wizard and a service the region does not offer", () => {
  it("shows the server's errors.serviceNotOffered on the service step", async () => {
    // What POST /api/orders answers when the umbra_region cookie's region does not offer the service.
    mutateAsync.mockRejectedValueOnce(
      new ApiClientError(400, "VALIDATION_FAILED", "Validation failed", { serviceId: "errors.serviceNotOffered" }),
    );
    vi.spyOn(window, "scrollTo").mockImplementation(() => {}); // jsdom has no scrolling (each step scrolls up)
    const user = userEvent.setup();
    render(
      <I18nextProvider i18n={createI18n()}>
        <MemoryRouter>
          <OrderWizard serviceId="political" />
        </MemoryRouter>
      </I18nextProvider>,
    );
    await user.click(screen.getByRole("radio", { name: /Starter/ }));
    await user.click(screen.getByRole("button", { name: "Next" }));
    // Pasted, not typed key by key: what is under test is the server's answer, and forty re-rendered keystrokes took
    // 3.5 s of the test's 5 s on a quiet machine (and ran out beside other work).
    for (const [label, value] of [
      ["Project Name", "Spring campaign"],
      ["Your Name", "Ada"],
      ["Email Address", "ada@example.test"],
    ]) {
      await user.click(screen.getByLabelText(label!));
      await user.paste(value!);
    }
    await user.click(screen.getByRole("button", { name: "Submit Request" }));

    expect(
      await screen.findByText("This service is not offered in your region. Contact us and we will find a way."),
    ).toBeInTheDocument();
    expect(screen.getByRole("radio", { name: /Starter/ })).toBeInTheDocument(); // back on the service step
  });
});
