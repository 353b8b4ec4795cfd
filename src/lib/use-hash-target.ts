import { useEffect, useRef } from "react";
import { useLocation } from "react-router";

/**
 * A link to a place on a page that loads its parts later (#invoice-INV-2026-0001, #quote, #messages): the browser's
 * own jump finds nothing yet. Once `ready`, the element the hash names (when `accepts` it) is scrolled to and
 * focused, once per hash. The element needs tabIndex={-1}.
 */
export function useHashTarget(ready: boolean, accepts: (id: string) => boolean) {
  const { hash } = useLocation();
  const done = useRef("");
  useEffect(() => {
    let id: string;
    try {
      id = decodeURIComponent(hash.slice(1));
    } catch {
      return;
    }
    if (!ready || !id || !accepts(id) || done.current === id) return;
    const target = document.getElementById(id);
    if (!target) return;
    done.current = id;
    target.scrollIntoView({ block: "start" });
    target.focus({ preventScroll: true });
  }, [hash, ready, accepts]);
}
