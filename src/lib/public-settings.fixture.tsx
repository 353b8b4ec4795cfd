import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { I18nextProvider } from "react-i18next";
import { MemoryRouter } from "react-router";
import { vi } from "vitest";
import { SiteDataProvider, type SiteData } from "@/app/site-data";
import { createI18n } from "@/i18n/i18n";

/** For component tests: `/api/settings/public` of an install whose staff entered `seller` (a fresh one: the defaults). */
export function servePublicSettings(seller: { legalName: string; address: string; taxId: string }) {
  const json = (body: unknown) =>
    new Response(JSON.stringify(body), { status: 200, headers: { "content-type": "application/json" } });
  const fetchMock = vi.fn(async (url: string) =>
    url === "/api/settings/public"
      ? json({ salesEmail: "sales@agency.test", supportEmail: "help@agency.test", seller })
      : json({}),
  );
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

/** Draws a component in English with a query client and a router, as a page holds it (with the install's site data). */
export function renderWithQuery(ui: ReactNode, site?: SiteData) {
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <I18nextProvider i18n={createI18n("en")}>
      <QueryClientProvider client={qc}>
        <SiteDataProvider value={site}>
          <MemoryRouter>{ui}</MemoryRouter>
        </SiteDataProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
}
