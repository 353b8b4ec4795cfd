import { useEffect, useState } from "react";

/**
 * True once the browser has been idle after the first screen, or `timeoutMs` has passed without it idling. Where
 * there is no requestIdleCallback (Safari), after `fallbackMs`. For code the first screen does not need.
 */
export function useIdle(timeoutMs: number, fallbackMs = timeoutMs): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (idle) return;
    const done = () => setIdle(true);
    if (!window.requestIdleCallback) {
      const timer = window.setTimeout(done, fallbackMs);
      return () => window.clearTimeout(timer);
    }
    const handle = window.requestIdleCallback(done, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }, [idle, timeoutMs, fallbackMs]);
  return idle;
}
