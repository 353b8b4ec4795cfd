import { describe, expect, it } from "vitest";
import { isCryptoAddress, isValidIban, maskDestination, refundDestinationSchema } from "./account";

describe("refund destinations", () => {
  it("checks an IBAN's mod-97 digits, whatever the spaces and case", () => {
    expect(isValidIban("DE89 3704 0044 0532 0130 00")).toBe(true);
    expect(isValidIban("gb82 west 1234 5698 7654 32")).toBe(true);
    expect(isValidIban("FR76 3000 6000 0112 3456 7890 189")).toBe(true);
    expect(isValidIban("DE89 3704 0044 0532 0130 01")).toBe(false);
    expect(isValidIban("DE00 3704 0044 0532 0130 00")).toBe(false);
    expect(isValidIban("12345")).toBe(false);
  });

  it("checks an address by its network", () => {
    expect(isCryptoAddress("ethereum", "0x52908400098527886E0F7030069857D2E4169EE7")).toBe(true);
    expect(isCryptoAddress("bitcoin", "0x52908400098527886E0F7030069857D2E4169EE7")).toBe(false);
    expect(isCryptoAddress("bitcoin", "bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq")).toBe(true);
    expect(isCryptoAddress("usdt_trc20", "TLsV52sRDL79HXGGm9yzwKibb6BeruhUzy")).toBe(true);
    expect(isCryptoAddress("usdt_trc20", "bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq")).toBe(false);
  });

  it("stores the IBAN without spaces and masks all but four characters", () => {
    const d = refundDestinationSchema.parse({
      kind: "bank",
      accountHolder: " Ann ",
      iban: "de89 3704 0044 0532 0130 00",
    });
    expect(d).toEqual({ kind: "bank", accountHolder: "Ann", iban: "DE89370400440532013000" });
    expect(maskDestination(d as { kind: "bank"; iban: string })).toBe("•••• 3000");
  });
});
