import { render, screen } from "@testing-library/react";
import { createRef } from "react";
import { I18nextProvider } from "react-i18next";
import { describe, expect, it } from "vitest";
import { createI18n } from "@/i18n/i18n";
import { CurrentPasswordField } from "./current-password-field";

function renderField(error: string | null) {
  const ref = createRef<HTMLInputElement>();
  render(
    <I18nextProvider i18n={createI18n("en")}>
      <CurrentPasswordField
        label="Password"
        error={error}
        inputRef={ref}
        value=""
        onChange={() => {}}
        disabled={false}
      />
    </I18nextProvider>,
  );
  return ref;
}

describe("CurrentPasswordField", () => {
  it("is a labelled password input for the current password, reachable through its ref", () => {
    const ref = renderField(null);
    const input = screen.getByLabelText("Password");
    expect(input).toHaveAttribute("type", "password");
    expect(input).toHaveAttribute("autocomplete", "current-password");
    expect(input).not.toHaveAttribute("aria-invalid");
    expect(input).not.toHaveAttribute("aria-describedby");
    expect(ref.current).toBe(input);
  });

  it("announces its error and names it as the input's description", () => {
    renderField("Wrong password.");
    const input = screen.getByLabelText("Password");
    expect(input).toHaveAttribute("aria-invalid", "true");
    expect(input).toHaveAccessibleDescription("Wrong password.");
    expect(screen.getByRole("alert")).toHaveTextContent("Wrong password.");
  });
});
