import { Writable } from "node:stream";
import { StrictMode } from "react";
import { prerenderToNodeStream } from "react-dom/static";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router";
import { AppProvider } from "@/app/provider";
export { prerenderPaths } from "@/app/prerender-paths";
export { fullTitle } from "@/lib/page-meta";
import { routes } from "@/app/routes";
import { createI18n } from "@/i18n/i18n";
import { HeadCollectorContext, type HeadData } from "@/lib/page-meta";

export interface RenderResult {
  html: string;
  head?: HeadData;
}

/** Renders one path to HTML, waiting for every lazy screen (used by the prerender step). */
export async function render(url: string): Promise<RenderResult> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(url, "http://localhost")));
  if (context instanceof Response) throw new Error(`${url} redirected; it cannot be prerendered`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const i18n = createI18n();
  let head: HeadData | undefined;
  // The outermost page's <PageMeta> wins (it renders first).
  const collect = (h: HeadData) => {
    head ??= h;
  };

  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <HeadCollectorContext.Provider value={collect}>
        <AppProvider i18n={i18n}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
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
  return { html: Buffer.concat(chunks).toString("utf8"), head };
}
