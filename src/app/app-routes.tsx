import { useRoutes } from "react-router";
import { ScreenErrorBoundary } from "@/components/layout/screen-error-boundary";
import { routes } from "./routes";

/**
 * The route table in the declarative router (BrowserRouter in the browser, StaticRouter when prerendering):
 * no screen loads data through the router, so its data-router half (about 17 KB gzip) stays off the first load.
 * Each layout catches its screens' errors; this boundary catches a layout's own (the admin area's code failing
 * to load), so that no error ever leaves a blank page.
 */
export function AppRoutes() {
  return <ScreenErrorBoundary>{useRoutes(routes)}</ScreenErrorBoundary>;
}
