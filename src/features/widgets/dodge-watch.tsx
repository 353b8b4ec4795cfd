import { useEffect, useState, type RefObject } from "react";
import { useLocation } from "react-router";

/**
 * What a floating control may never lie over (issue 38): every control and field of the page, a label that is a
 * control's face (a plan card around its hidden radio), figures set in tabular digits (prices, totals, amounts: every
 * money figure of the site is), and what a page marks `data-keep-clear` (key figures and their labels). Not the floating widgets themselves (`data-floating`: chat, back to top, cookie banner; and the toasts).
 */
export const KEEP_CLEAR = [
  "button",
  "a[href]",
  "input:not([type=hidden])",
  "select",
  "textarea",
  "summary",
  "label:has(> input)",
  '[role="button"]',
  '[role="checkbox"]',
  '[role="radio"]',
  '[role="switch"]',
  '[role="tab"]',
  '[role="combobox"]',
  ".tabular-nums",
  "[data-keep-clear]",
].join(", ");
const PHONE = "(max-width: 767px)";

const overlaps = (a: DOMRect, b: DOMRect) =>
  // (A visually hidden element, 1 px wide, is not what a reader sees: its visible face is matched instead.)
  a.width * a.height > 4 && a.left < b.right && a.right > b.left && a.top < b.bottom && a.bottom > b.top;

/** Whether something of KEEP_CLEAR lies under `area` (viewport coordinates). */
export function coversContent(area: DOMRect, root: ParentNode = document): boolean {
  for (const el of root.querySelectorAll(KEEP_CLEAR)) {
    if (el.closest("[data-floating], [data-sonner-toaster]")) continue;
    if (overlaps(el.getBoundingClientRect(), area)) return true;
  }
  return false;
}

/**
 * True while a control, a field or a price (KEEP_CLEAR) lies under a floating control's area (`zone`, in viewport
 * coordinates), at any width: the control then steps aside instead of covering it. Looked at again on scroll, resize,
 * a change of the page's size (a step of a form, an opened panel, a price that arrived) and navigation. `zone` must
 * keep its identity (useCallback).
 */
export function useOverContent(zone: () => DOMRect | null): boolean {
  const [over, setOver] = useState(false);
  const { pathname } = useLocation();
  useEffect(() => {
    let frame = 0;
    const check = () => {
      frame = 0;
      const area = zone();
      setOver(!!area && coversContent(area));
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(check);
    };
    schedule();
    window.addEventListener("scroll", schedule, { passive: true });
    window.addEventListener("resize", schedule);
    const resized = typeof ResizeObserver === "function" ? new ResizeObserver(schedule) : null;
    resized?.observe(document.body);
    // Content that changes without changing the page's height (a price filled in, a menu opened) is looked at too.
    const changed = typeof MutationObserver === "function" ? new MutationObserver(schedule) : null;
    changed?.observe(document.body, { childList: true, subtree: true });
    return () => {
      if (frame) cancelAnimationFrame(frame);
      window.removeEventListener("scroll", schedule);
      window.removeEventListener("resize", schedule);
      resized?.disconnect();
      changed?.disconnect();
    };
  }, [zone, pathname]);
  return over;
}

const FIELD = "input:not([type=checkbox]):not([type=radio]):not([type=button]):not([type=submit]), textarea, select";

/**
 * On a phone, true while the visitor types in a field of the page outside `root` (the floating control would sit over
 * the field, the on-screen keyboard's neighbour, or the form's button); false again as soon as the field loses focus.
 */
function useTypingOutside(root: RefObject<HTMLElement | null> | undefined) {
  const [typing, setTyping] = useState(false);
  useEffect(() => {
    if (!root) return;
    const phone = window.matchMedia?.(PHONE);
    const update = () => {
      const el = document.activeElement;
      setTyping(!!phone?.matches && !!el && el.matches(FIELD) && !root.current?.contains(el));
    };
    // After a focusout, activeElement is the body until the next element has focus: look once that has settled.
    const settle = () => setTimeout(update);
    document.addEventListener("focusin", update);
    document.addEventListener("focusout", settle);
    return () => {
      document.removeEventListener("focusin", update);
      document.removeEventListener("focusout", settle);
    };
  }, [root]);
  return typing;
}

export interface DodgeProps {
  /** The floating control's area in viewport coordinates (keep its identity: useCallback). */
  zone: () => DOMRect | null;
  /** When given, the control also steps aside while a field outside this element has focus. */
  typingOutside?: RefObject<HTMLElement | null>;
  onChange: (aside: boolean) => void;
}

/** Reports whether a floating control should step aside now (see the two hooks above); draws nothing. */
export function DodgeWatch({ zone, typingOutside, onChange }: DodgeProps) {
  const over = useOverContent(zone);
  const typing = useTypingOutside(typingOutside);
  const aside = over || typing;
  useEffect(() => onChange(aside), [aside, onChange]);
  useEffect(() => () => onChange(false), [onChange]);
  return null;
}
