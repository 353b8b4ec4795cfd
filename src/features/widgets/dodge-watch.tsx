import { useEffect, useState, type RefObject } from "react";
import { useLocation } from "react-router";

/** The page's primary buttons: a form's submit and every gradient (call-to-action) button, outside the widgets. */
const PRIMARY = 'main button[type="submit"], main [data-variant="gradient"]';
const PHONE = "(max-width: 767px)";

const overlaps = (a: DOMRect, b: DOMRect) =>
  a.width > 0 && a.height > 0 && a.left < b.right && a.right > b.left && a.top < b.bottom && a.bottom > b.top;

/**
 * On a phone, true while one of the page's primary buttons lies under a floating control's area (`zone`, in viewport
 * coordinates): the control then steps aside instead of covering it. Looked at again on scroll, resize, a change of
 * the page's size (a step of a form, an opened panel) and navigation. `zone` must keep its identity (useCallback).
 */
export function useOverPrimaryAction(zone: () => DOMRect | null): boolean {
  const [over, setOver] = useState(false);
  const { pathname } = useLocation();
  useEffect(() => {
    const phone = window.matchMedia?.(PHONE);
    let frame = 0;
    const check = () => {
      frame = 0;
      const area = phone?.matches ? zone() : null;
      setOver(
        !!area && [...document.querySelectorAll(PRIMARY)].some((el) => overlaps(el.getBoundingClientRect(), area)),
      );
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(check);
    };
    schedule();
    window.addEventListener("scroll", schedule, { passive: true });
    window.addEventListener("resize", schedule);
    const resized = typeof ResizeObserver === "function" ? new ResizeObserver(schedule) : null;
    resized?.observe(document.body);
    return () => {
      if (frame) cancelAnimationFrame(frame);
      window.removeEventListener("scroll", schedule);
      window.removeEventListener("resize", schedule);
      resized?.disconnect();
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
  const over = useOverPrimaryAction(zone);
  const typing = useTypingOutside(typingOutside);
  const aside = over || typing;
  useEffect(() => onChange(aside), [aside, onChange]);
  useEffect(() => () => onChange(false), [onChange]);
  return null;
}
