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
  // Like the chat launcher, it steps aside on a phone while a primary button is scrolled under it.
  // Its place without the slide of its show/hide transition (offsets ignore transforms; it is fixed to the viewport).
  const area = useCallback(() => {
    const el = button.current;
    if (!el || el === document.activeElement) return null;
    return new DOMRect(el.offsetLeft, el.offsetTop, el.offsetWidth, el.offsetHeight);
  }, []);
  const [overPrimary, setOverPrimary] = useState(false);
  const visible = scrolled && !overPrimary;

  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > SHOW_AFTER_PX);
    onScroll();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, []);

  return (
    <>
      <Dodge zone={area} onChange={setOverPrimary} />
      <Button
        ref={button}
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
