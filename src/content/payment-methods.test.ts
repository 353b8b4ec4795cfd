import { describe, expect, it } from "vitest";
import { LANGUAGES } from "@common/locales";
import { createI18n } from "@/i18n/i18n";
import { offeredMethods } from "@common/payment-methods";
import { acceptedPaymentSentence } from "./payment-methods";

const sentence = (lng: (typeof LANGUAGES)[number], ids: string[]) =>
  acceptedPaymentSentence(createI18n(lng).t, lng, ids);

describe("the sentence naming the payment methods", () => {
  it("names exactly the methods offered, in the site's order, as a list of the language", () => {
    expect(sentence("en", [])).toBe("You receive the payment details with your invoice.");
    expect(sentence("en", ["bank_transfer"])).toBe("We accept bank transfer.");
    expect(sentence("en", ["crypto", "card", "bank_transfer"])).toBe(
      "We accept credit and debit cards, bank transfer, and cryptocurrency.",
    );
    expect(sentence("de", ["wallet", "card"])).toBe("Wir akzeptieren Kredit- und Debitkarten und PayPal.");
    expect(sentence("es", ["card", "bank_transfer"])).toBe(
      "Aceptamos tarjetas de crédito y débito y transferencia bancaria.",
    );
    expect(sentence("fr", ["bank_transfer", "crypto"])).toBe(
      "Nous acceptons le virement bancaire et les cryptomonnaies.",
    );
    expect(sentence("zh", ["card", "wallet", "crypto"])).toBe("我们接受信用卡和借记卡、PayPal和加密货币付款。");
    expect(sentence("ja", ["bank_transfer", "crypto"])).toBe("銀行振込、暗号資産でのお支払いに対応しています。");
  });

  it("is translated in every language, never a key or an English copy", () => {
    const en = [sentence("en", []), sentence("en", ["card", "crypto"])];
    for (const lng of LANGUAGES.filter((l) => l !== "en")) {
      for (const [i, ids] of [[], ["card", "crypto"]].entries()) {
        const text = sentence(lng, ids);
        expect(text).not.toMatch(/none|accepted|names\./);
        expect(text).not.toBe(en[i]);
      }
    }
  });

  it("ignores what it does not know and names a method once", () => {
    expect(offeredMethods(["bitcoin", "card", "card", "paypal"])).toEqual(["card"]);
    expect(offeredMethods(undefined)).toEqual([]);
  });
});
