import { useCallback } from "react";
import { useSearchParams } from "react-router";

/** Filters and page kept in the address, so a filtered view can be shared and survives a reload. */
export function usePageParams<K extends string>(defaults: Record<K, string>) {
  const [params, setParams] = useSearchParams();
  const get = (key: K) => params.get(key) ?? defaults[key];
  const page = Math.max(1, Number(params.get("page")) || 1);
  const set = useCallback(
    (patch: Partial<Record<K | "page", string>>) =>
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          for (const [k, v] of Object.entries(patch) as [string, string | undefined][]) {
            if (
              v === undefined ||
              v === "" ||
              v === (defaults as Record<string, string>)[k] ||
              (k === "page" && v === "1")
            )
              next.delete(k);
            else next.set(k, v);
          }
          // Any filter change starts again at page 1.
          if (!("page" in patch)) next.delete("page");
          return next;
        },
        { replace: true },
      ),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [setParams],
  );
  return { get, page, set };
}
