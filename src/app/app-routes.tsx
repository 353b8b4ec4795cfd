import { useRoutes } from "react-router";
import { routes } from "./routes";

/**
 * The route table in the declarative router (BrowserRouter in the browser, StaticRouter when prerendering):
 * no screen loads data through the router, so its data-router half (about 17 KB gzip) stays off the first load.
 */
export function AppRoutes() {
  return useRoutes(routes);
}
