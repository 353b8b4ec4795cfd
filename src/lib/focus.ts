import { useRef } from "react";

/**
 * The one focus rule of the app: when what a keyboard user was on goes away (a wizard step, a form replaced
 * by its success view, a closed dialog, a dismissed banner), focus moves to the heading of what replaced it,
 * else back to where it came from, else to the page's main heading. Never to <body>.
 */
export function focusElement(el: HTMLElement | null | undefined): boolean {
  if (!el || !el.isConnected) return false;
  // Headings and regions are not tab stops; -1 lets a script focus them without adding one.
  if (el.tabIndex < 0 && !el.hasAttribute("tabindex")) el.setAttribute("tabindex", "-1");
  el.focus({ preventScroll: true });
  return document.activeElement === el;
}

/** The page's main heading (or <main> itself): where focus goes when nothing closer is left. */
export function focusMain(): boolean {
  const main = document.getElementById("main") ?? document.querySelector("main");
  return focusElement(main?.querySelector<HTMLElement>("h1") ?? main);
}

/** Call after the element that had focus was removed: focuses the fallback only if focus fell to <body>. */
export function rescueFocus(target?: HTMLElement | null) {
  if (document.activeElement && document.activeElement !== document.body) return;
  if (!focusElement(target)) focusMain();
}

/**
 * Handlers for a Radix dialog or sheet opened without its own Trigger (from a table row, a URL): Radix then has
 * no element to return focus to. The opener is remembered when the dialog opens and focused when it closes;
 * if it has gone (the row left the list), the page's main heading is.
 */
export function useReturnFocus<E extends Event>(handlers: {
  onOpenAutoFocus?: (event: E) => void;
  onCloseAutoFocus?: (event: E) => void;
}) {
  const opener = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus(event: E) {
      const active = document.activeElement;
      opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
      handlers.onOpenAutoFocus?.(event);
    },
    onCloseAutoFocus(event: E) {
      handlers.onCloseAutoFocus?.(event);
      if (event.defaultPrevented) return;
      event.preventDefault();
      if (!focusElement(opener.current)) focusMain();
    },
  };
}
