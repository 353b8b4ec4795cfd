import { useEffect, useState } from "react";
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
