import { describe, expect, it } from "vitest";
import { LANGUAGES } from "@common/locales";
import { invoiceIssuedEmail } from "./billing";
import { invoiceReminderEmail } from "./reminders";
import {
  cancellationDecidedClientEmail,
  cancellationRequestedClientEmail,
  cancellationRequestedStaffEmail,
  creditNoteEmail,
  orderCancelledEmail,
} from "./refunds";

const order = { code: "UMB-7K2Q", projectName: "Night Drive" };
const options = { bankTransfer: "IBAN DE89 3704", crypto: "BTC: bc1qxy2", card: true, wallet: true };
const url = "https://umbra.test/dashboard/orders/UMB-7K2Q#invoice-INV-2026-0007";

/** Every e-mail of the billing flow, rendered in one language: subject and text. */
function all(lang: (typeof LANGUAGES)[number]) {
  const request = {
    tier: "within_48h",
    paidCents: 190_400,
    computedCents: 142_800,
    currency: "USD",
    dueOn: "2026-12-02",
    reason: "",
  } as const;
  return [
    invoiceIssuedEmail(
      lang,
      order,
      { number: "INV-2026-0007", totalCents: 190_400, dueDate: "2026-12-10", currency: "USD" },
      url,
      options,
    ),
    invoiceReminderEmail(
      lang,
      {
        n: 2,
        invoiceNumber: "INV-2026-0007",
        orderCode: order.code,
        owedCents: 90_400,
        currency: "USD",
        dueDate: "2026-12-10",
      },
      url,
      options,
    ),
    cancellationRequestedClientEmail(lang, order, request, url),
    cancellationRequestedStaffEmail(lang, order, request, "Chris", url),
    cancellationDecidedClientEmail(
      lang,
      order,
      {
        decision: "approved",
        approvedCents: 142_800,
        currency: "USD",
        decisionReason: "",
        creditNoteNumbers: ["CN-2026-0003"],
      },
      url,
    ),
    cancellationDecidedClientEmail(
      lang,
      order,
      {
        decision: "declined",
        approvedCents: null,
        currency: "USD",
        decisionReason: "Delivered",
        creditNoteNumbers: [],
      },
      url,
    ),
    orderCancelledEmail(lang, order, url),
    creditNoteEmail(
      lang,
      {
        number: "CN-2026-0003",
        invoiceNumber: "INV-2026-0007",
        orderCode: order.code,
        amountCents: 142_800,
        currency: "USD",
        methods: ["card", "bank_transfer"],
      },
      url,
    ),
  ];
}

describe("billing, reminder and refund e-mails", () => {
  const english = all("en");
  it.each(LANGUAGES.filter((l) => l !== "en"))("are written in %s, not English, and keep every number", (lang) => {
    all(lang).forEach((mail, i) => {
      expect(mail.subject).not.toBe(english[i]!.subject);
      expect(mail.text).not.toBe(english[i]!.text);
      for (const token of [order.code, "INV-2026-0007", "CN-2026-0003", "IBAN DE89 3704"]) {
        if (english[i]!.text.includes(token)) expect(mail.text).toContain(token);
      }
    });
  });

  it("the invoice e-mail names exactly the methods offered", () => {
    const bankOnly = invoiceIssuedEmail(
      "en",
      order,
      { number: "INV-2026-0007", totalCents: 100, dueDate: "2026-12-10", currency: "USD" },
      url,
      { bankTransfer: "IBAN X", crypto: null, card: false, wallet: false },
    );
    expect(bankOnly.text).toContain("By bank transfer:\nIBAN X\nReference: INV-2026-0007");
    expect(bankOnly.text).not.toMatch(/crypto|card|PayPal/);
    const full = english[0]!.text;
    expect(full).toContain("In crypto-currency");
    expect(full).toContain("By card or PayPal: on the invoice page");
    expect(full).toContain(`Pay invoice: ${url}`);
  });
});
