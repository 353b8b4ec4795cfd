import { render, screen } from "@testing-library/react";
import { I18nextProvider } from "react-i18next";
import { describe, expect, it } from "vitest";
import { createI18n } from "@/i18n/i18n";
import { ChatMessage } from "./chat-message";
import type { ChatLine } from "./chat-lines";

const show = (line: Partial<ChatLine>) =>
  render(
    <I18nextProvider i18n={createI18n("en")}>
      <ChatMessage
        line={{ key: "k", from: "staff", text: "", author: "Sam", at: 0, ...line }}
        userName=""
        onRetry={() => {}}
        onEdit={() => {}}
      />
    </I18nextProvider>,
  );

describe("a chat message", () => {
  it("makes a staff reply's http(s) links clickable, safely, and nothing else", async () => {
    show({ text: "Prices: https://example.test/pricing. Not javascript:alert(1) <b>bold</b>" });
    const link = screen.getByRole("link", { name: "https://example.test/pricing" });
    expect(link).toHaveAttribute("href", "https://example.test/pricing");
    expect(link).toHaveAttribute("rel", "noopener noreferrer nofollow");
    expect(screen.getAllByRole("link")).toHaveLength(1);
    expect(screen.getByText(/<b>bold<\/b>/)).toBeInTheDocument();
  });

  it("keeps the visitor's own text as text", () => {
    show({ from: "visitor", author: null, text: "see https://example.test" });
    expect(screen.queryByRole("link")).toBeNull();
    expect(screen.getByText(/see https:\/\/example.test/)).toBeInTheDocument();
  });
});
