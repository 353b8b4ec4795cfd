import { lazy, type ComponentType } from "react";
import { preloadNamespaces } from "@/i18n/client";

/**
 * A route's screen, code-split; `name` is the module's named export. `namespaces` are the translation
 * namespaces the screen uses beyond the frame's: they load together with its code, so a page never
 * draws before its strings (the prerender step warns when a page uses one not listed here).
 */
export function lazyPage<M extends Record<string, unknown>>(
  load: () => Promise<M>,
  name: keyof M & string,
  namespaces: readonly string[] = [],
) {
  return lazy(async () => {
    const [mod] = await Promise.all([load(), preloadNamespaces(namespaces)]);
    return { default: mod[name] as ComponentType };
  });
}
