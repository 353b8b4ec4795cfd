import { lazy, type ComponentType } from "react";
import { preloadNamespaces } from "@/i18n/client";

export interface LazyPageOptions {
  /**
   * The screen reads server data through TanStack Query (the default). A screen that reads none (the
   * prerendered content pages) says `false`, and the library stays off its load.
   */
  queries?: boolean;
}

/**
 * A route's screen, code-split; `name` is the module's named export. `namespaces` are the translation
 * namespaces the screen uses beyond the frame's: they load together with its code, so a page never
 * draws before its strings (the prerender step warns when a page uses one not listed here).
 */
export function lazyPage<M extends Record<string, unknown>>(
  load: () => Promise<M>,
  name: keyof M & string,
  namespaces: readonly string[] = [],
  { queries = true }: LazyPageOptions = {},
) {
  return lazy(async () => {
    const [mod, root] = await Promise.all([
      load(),
      queries ? import("@/lib/query/query-root") : null,
      preloadNamespaces(namespaces),
    ]);
    const Screen = mod[name] as ComponentType;
    if (!root) return { default: Screen };
    const { QueryRoot } = root;
    return {
      default: () => (
        <QueryRoot>
          <Screen />
        </QueryRoot>
      ),
    };
  });
}
