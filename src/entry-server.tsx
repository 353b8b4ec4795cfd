import { Writable } from "node:stream";
import { StrictMode } from "react";
import { prerenderToNodeStream } from "react-dom/static";
import { StaticRouter } from "react-router";
import { recordFormatted } from "@common/formatted";
import { DEFAULT_LANGUAGE, localizedPath, type Language } from "@common/locales";
import { AppProvider } from "@/app/provider";
import { SITE_DATA_NAMESPACE, siteDataPartNamespace } from "@common/content-namespaces";
import { brandOf, SiteDataProvider, type SiteData } from "@/app/site-data";
export { prerenderPaths } from "@/app/prerender-paths";
export { fullTitle } from "@/lib/page-meta";
export { notFoundKind } from "@/features/not-found/not-found-kind";
import { AppRoutes } from "@/app/app-routes";
import { createI18n } from "@/i18n/i18n";
import { FRAME_NAMESPACES, type I18nData } from "@/i18n/options";
import { HeadCollectorContext, type HeadData } from "@/lib/page-meta";

export interface RenderResult {
  html: string;
  head?: HeadData;
  /** The strings the page used (its namespaces in its language), to embed for hydration. */
  strings: I18nData;
  /** The namespaces the page read, and SITE_DATA_NAMESPACE when it read the install's site data. */
  reads: string[];
}

/** Renders one app path in a language to HTML, waiting for every lazy screen (used by the prerender step). */
export async function render(
  appPath: string,
  lng: Language = DEFAULT_LANGUAGE,
  /** The install's published content and facts (the build renders a fresh install: none). */
  site: { strings?: Record<string, Record<string, unknown>>; data?: SiteData } = {},
): Promise<RenderResult> {
  const basename = lng === DEFAULT_LANGUAGE ? undefined : `/${lng}`;
  const url = localizedPath(lng, appPath);
  const i18n = createI18n(lng, brandOf(site.data));
  // Texts staff published replace the built-in ones of this language: each bundle is whole (the server completes it),
  // and replaces the built-in one's top-level blocks, so a list keeps only the entries staff kept, in their order.
  for (const [ns, bundle] of Object.entries(site.strings ?? {})) i18n.addResourceBundle(lng, ns, bundle, false, true);

  // Record which namespaces the page reads: only those travel with it.
  const used = new Set<string>(FRAME_NAMESPACES);
  // (i18next's translator reads every string through the store's getResource.)
  const store = i18n.store as unknown as { getResource: (...args: unknown[]) => unknown };
  const getResource = store.getResource.bind(store);
  store.getResource = (l: unknown, ns: unknown, ...rest: unknown[]) => {
    if (typeof ns === "string") used.add(ns);
    return getResource(l, ns, ...rest);
  };

  // Record the numbers and dates the page formats: they travel with it, and hydration makes no Intl formatter.
  const formattedTexts = recordFormatted();
  let head: HeadData | undefined;
  // The outermost page's <PageMeta> wins (it renders first).
  const collect = (h: HeadData) => {
    head ??= h;
  };

  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <HeadCollectorContext.Provider value={collect}>
        <AppProvider i18n={i18n}>
          <SiteDataProvider
            value={site.data}
            onRead={(part) => used.add(part ? siteDataPartNamespace(part) : SITE_DATA_NAMESPACE)}
          >
            <StaticRouter location={url} basename={basename}>
              <AppRoutes />
            </StaticRouter>
          </SiteDataProvider>
        </AppProvider>
      </HeadCollectorContext.Provider>
    </StrictMode>,
    // React outlines large Suspense boundaries behind inline <script>s, which the CSP (script-src 'self')
    // blocks; pages must arrive as plain HTML.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const chunks: Buffer[] = [];
  await new Promise<void>((resolve, reject) => {
    prelude
      .pipe(
        new Writable({
          write(chunk, _enc, cb) {
            chunks.push(Buffer.from(chunk));
            cb();
          },
        }),
      )
      .on("finish", resolve)
      .on("error", reject);
  });
  const resources: I18nData["resources"] = {};
  for (const ns of [...used].sort()) {
    const bundle = i18n.getResourceBundle(lng, ns) as Record<string, unknown> | undefined;
    if (bundle) resources[ns] = bundle;
  }
  const formatted = formattedTexts();
  return {
    html: Buffer.concat(chunks).toString("utf8"),
    head,
    reads: [...used].sort(),
    strings: {
      lng,
      resources,
      ...(Object.keys(formatted).length > 0 ? { formatted } : {}),
      ...(site.data && Object.keys(site.data).length > 0 ? { site: site.data } : {}),
    },
  };
}
