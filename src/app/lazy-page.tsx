import { lazy, type ComponentType } from "react";

/** A route's screen, code-split; `name` is the module's named export. */
export function lazyPage<M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M & string) {
  return lazy(async () => ({ default: (await load())[name] as ComponentType }));
}
