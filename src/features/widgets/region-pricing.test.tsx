import { act, renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { I18nextProvider } from "react-i18next";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SERVICE_IDS } from "@common/catalog";
import { REGION_COOKIE, USD_PRICE_LIST, type PriceList, type PublicCatalog } from "@common/regions";
import { DEFAULT_REGIONS } from "@common/regions-schema";
import { useService, useServices } from "@/content/services";
import { createI18n, loadLanguage } from "@/i18n/i18n";
import { pricingFor } from "./region-catalog";
import { forgetCatalog, forgetRegion, formatPrice, setRegion, usePricing } from "./region-store";

/** EUR for Europe (the enterprise tier of shilling unpriced), JPY for Asia without political campaigns. */
const EUR: PriceList = Object.fromEntries(
  SERVICE_IDS.map((s) => [
    s,
    Object.fromEntries(
      Object.entries(USD_PRICE_LIST[s]).map(([tier, usd]) => [
        tier,
        s === "shilling" && tier === "enterprise" ? null : usd === null ? null : usd - 5000,
      ]),
    ),
  ]),
) as PriceList;
const JPY: PriceList = Object.fromEntries(
  SERVICE_IDS.map((s) => [
    s,
    Object.fromEntries(
      Object.entries(USD_PRICE_LIST[s]).map(([tier, usd]) => [tier, usd === null ? null : (usd / 100) * 150]),
    ),
  ]),
) as PriceList;
const CATALOG: PublicCatalog = {
  regions: DEFAULT_REGIONS.map((r) =>
    r.id === "eu"
      ? { ...r, currency: "EUR" }
      : r.id === "as"
        ? { ...r, currency: "JPY", services: SERVICE_IDS.filter((s) => s !== "political") }
        : r,
  ),
  prices: { USD: USD_PRICE_LIST, EUR, JPY },
};

const i18n = createI18n();
const wrapper = ({ children }: { children: ReactNode }) => <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
const fetchMock = vi.fn(async () => new Response(JSON.stringify(CATALOG), { status: 200 }));

beforeEach(() => {
  vi.stubGlobal("fetch", fetchMock);
  fetchMock.mockClear();
});
afterEach(() => {
  vi.unstubAllGlobals();
  document.cookie = `${REGION_COOKIE}=; Path=/; Max-Age=0`;
  forgetRegion();
  forgetCatalog();
});

const labels = (services: { id: string; pricing: { priceLabel: string }[] }[], id: string) =>
  services.find((s) => s.id === id)!.pricing.map((t) => t.priceLabel.replace(/\s/g, " "));

describe("prices in the visitor's region", () => {
  it("without a region: the spec's US dollars, every service, and no request for the catalogue", async () => {
    const { result } = renderHook(() => ({ pricing: usePricing(), services: useServices() }), { wrapper });
    expect(result.current.pricing.currency).toBe("USD");
    expect(result.current.services).toHaveLength(10);
    expect(labels(result.current.services, "custom")).toEqual(["$1,999", "$9,999+", "Custom Quote"]);
    await act(async () => {});
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("Europe: the euro list once the catalogue is in; a tier without a euro price is a custom quote", async () => {
    const { result } = renderHook(() => useServices(), { wrapper });
    act(() => setRegion("eu"));
    await waitFor(() => expect(labels(result.current, "shilling")).toEqual(["€949", "€2,449", "Custom Quote"]));
    expect(labels(result.current, "custom")).toEqual(["€1,949", "€9,949+", "Custom Quote"]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledWith("/api/catalog", expect.anything());
  });

  it("shows cents only when the amount has them", () => {
    const withCents = {
      ...CATALOG,
      prices: { ...CATALOG.prices, EUR: { ...EUR, music: { ...EUR.music, starter: 129950 } } },
    };
    const p = pricingFor(withCents, "eu");
    expect(p.price("music", "starter")).toBe(129950);
    expect(formatPrice(p.price("music", "starter")!, p.currency, "en")).toBe("€1,299.50");
    expect(formatPrice(p.price("music", "professional")!, p.currency, "en")).toBe("€2,949");
  });

  it("Asia: whole yen in the reader's language, and a service it does not offer is not listed", async () => {
    await loadLanguage(i18n, "ja");
    await act(() => i18n.changeLanguage("ja"));
    try {
      const { result } = renderHook(() => ({ services: useServices(), political: useService("political") }), {
        wrapper,
      });
      act(() => setRegion("as"));
      await waitFor(() => expect(result.current.services.map((s) => s.id)).not.toContain("political"));
      expect(result.current.services).toHaveLength(9);
      expect(labels(result.current.services, "shilling")).toEqual(["￥149,850", "￥374,850", "￥749,850"]);
      // Its page still finds it, to say it is not offered.
      expect(result.current.political?.offered).toBe(false);
    } finally {
      await act(() => i18n.changeLanguage("en"));
    }
  });

  it("stays in US dollars when the catalogue cannot be read", async () => {
    fetchMock.mockResolvedValueOnce(new Response("oops", { status: 503 }));
    const { result } = renderHook(() => usePricing(), { wrapper });
    act(() => setRegion("eu"));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    await act(async () => {});
    expect(result.current.currency).toBe("USD");
  });
});
