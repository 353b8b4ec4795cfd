import { ArrowUp } from "lucide-react";
import { useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { clsx } from "clsx";
import { scrollToTop } from "@/lib/motion";
import { Dodge } from "./dodge";

const SHOW_AFTER_PX = 400;

export function BackToTop() {
  const { t } = useTranslation("widgets");
  const [scrolled, setScrolled] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  // Like the chat launcher, it steps aside while a control, a field or a price is scrolled under it.
  // Its place without the slide of its show/hide transition (offsets ignore transforms; it is fixed to the viewport).
  const area = useCallback(() => {
    const el = button.current;
    if (!el || el === document.activeElement) return null;
    return new DOMRect(el.offsetLeft, el.offsetTop, el.offsetWidth, el.offsetHeight);
  }, []);
  const [overPrimary, setOverPrimary] = useState(false);
  const visible = scrolled && !overPrimary;

  // Shown once the page is scrolled past SHOW_AFTER_PX: a mark that far down the page, watched. Reading
  // `window.scrollY` instead made the browser lay the page out in the middle of hydration's work (a forced layout,
  // a fifth of the longest task on a phone), and again on every scroll event.
  useEffect(() => {
    if (typeof IntersectionObserver !== "function") return;
    const mark = document.createElement("div");
    mark.setAttribute("aria-hidden", "true");
    mark.style.cssText = `position:absolute;top:${SHOW_AFTER_PX}px;left:0;width:1px;height:1px;pointer-events:none`;
    document.body.append(mark);
    const observer = new IntersectionObserver(([entry]) => {
      if (entry) setScrolled(!entry.isIntersecting && entry.boundingClientRect.top < 0);
    });
    observer.observe(mark);
    return () => {
      observer.disconnect();
      mark.remove();
    };
  }, []);

  return (
    <>
      <Dodge zone={area} onChange={setOverPrimary} />
      <Button
        ref={button}
        data-floating
        variant="secondary"
        size={null}
        aria-label={t("backToTop")}
        tabIndex={visible ? 0 : -1}
        aria-hidden={!visible}
        onClick={() => {
          scrollToTop();
          document.getElementById("main")?.focus({ preventScroll: true });
        }}
        className={clsx(
          "fixed right-5 bottom-24 z-30 size-11 justify-center rounded-full border text-center text-sm font-medium shadow-lg transition-all sm:right-7 sm:bottom-26 [&_svg]:size-4",
          visible ? "translate-y-0 opacity-100" : "pointer-events-none translate-y-3 opacity-0",
        )}
      >
        <ArrowUp aria-hidden />
      </Button>
    </>
  );
}
