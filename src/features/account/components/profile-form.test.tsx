import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { I18nextProvider } from "react-i18next";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ProfileResponse } from "@common/profile";
import { createI18n } from "@/i18n/i18n";
import { ProfileForm } from "./profile-form";

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

const PROFILE: ProfileResponse = {
  email: "sam@agency.test",
  fullname: "Sam Staff",
  username: "samstaff",
  bio: "",
  emailLocale: "de",
};

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    if (url === "/api/profile" && init?.method === "PUT") return json(JSON.parse(String(init.body)));
    return json({ user: null, roles: [], isAdmin: false });
  });
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

function renderForm(lng: "en" | "ja" = "en", staff = true) {
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <I18nextProvider i18n={createI18n(lng)}>
      <QueryClientProvider client={qc}>
        <ProfileForm profile={PROFILE} staff={staff} />
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

const putBody = () => {
  const put = fetchMock.mock.calls.find(([u, i]) => u === "/api/profile" && i?.method === "PUT");
  return put ? (JSON.parse(String((put[1] as RequestInit).body)) as Record<string, unknown>) : undefined;
};

describe("ProfileForm: language for e-mails (staff)", () => {
  it("offers the six languages by their own names, starts on the saved one and saves the one chosen", async () => {
    const user = userEvent.setup();
    renderForm();
    const select = screen.getByRole("combobox", { name: "Language for e-mails" });
    expect(select).toHaveAccessibleDescription(
      "Our e-mails to you, staff notifications included, are written in this language.",
    );
    expect(
      within(select)
        .getAllByRole("option")
        .map((o) => [o.textContent, o.getAttribute("value")]),
    ).toEqual([
      ["English", "en"],
      ["Español", "es"],
      ["Français", "fr"],
      ["Deutsch", "de"],
      ["中文", "zh"],
      ["日本語", "ja"],
    ]);
    expect(select).toHaveValue("de");

    await user.selectOptions(select, "Français");
    await user.click(screen.getByRole("button", { name: "Save Profile" }));
    await waitFor(() => expect(putBody()).toBeDefined());
    expect(putBody()).toEqual({
      email: "sam@agency.test",
      fullname: "Sam Staff",
      username: "samstaff",
      bio: "",
      emailLocale: "fr",
    });
    await waitFor(() => expect(select).toHaveValue("fr"));
  });

  it("is labelled in the page's language, the names of the languages stay their own", () => {
    renderForm("ja");
    const select = screen.getByRole("combobox", { name: "メールの言語" });
    expect(within(select).getByRole("option", { name: "Deutsch" })).toHaveAttribute("lang", "de");
    expect(select).toHaveValue("de");
  });

  it("is not offered to a client, whose saves leave it unchanged", async () => {
    const user = userEvent.setup();
    renderForm("en", false);
    expect(screen.queryByRole("combobox", { name: "Language for e-mails" })).toBeNull();
    await user.click(screen.getByRole("button", { name: "Save Profile" }));
    await waitFor(() => expect(putBody()).toBeDefined());
    expect(putBody()).toEqual({ email: "sam@agency.test", fullname: "Sam Staff", username: "samstaff", bio: "" });
  });
});
