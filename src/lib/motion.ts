import { useSyncExternalStore } from "react";

/**
 * The one motion preference of the app. CSS honours prefers-reduced-motion in app.css; every animation made
 * in JavaScript (smooth scrolling, the carousel) asks here.
 */
const QUERY = "(prefers-reduced-motion: reduce)";

const media = () => (typeof window === "undefined" || !window.matchMedia ? null : window.matchMedia(QUERY));

export function prefersReducedMotion(): boolean {
  return media()?.matches ?? false;
}

/** "smooth" unless the user asked for less motion. */
export function scrollBehavior(): ScrollBehavior {
  return prefersReducedMotion() ? "auto" : "smooth";
}

/** Scrolls the window to the top, animated only when motion is welcome. */
export function scrollToTop() {
  window.scrollTo({ top: 0, behavior: scrollBehavior() });
}

function subscribe(onChange: () => void) {
  const m = media();
  m?.addEventListener("change", onChange);
  return () => m?.removeEventListener("change", onChange);
}

/** The preference as React state; false in the prerendered HTML, then the user's setting. */
export function useReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, prefersReducedMotion, () => false);
}
