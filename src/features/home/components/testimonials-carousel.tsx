import type { EmblaCarouselType } from "embla-carousel";
import { ChevronLeft, ChevronRight, Star } from "lucide-react";
import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { clsx } from "clsx";
import { useReducedMotion } from "@/lib/motion";
import { useNearViewport } from "@/lib/use-near-viewport";
import { InitialsAvatar } from "@/components/initials-avatar";
import { SectionHeading } from "./section-heading";

export interface CarouselTestimonial {
  id: string;
  quote: string;
  author: string;
  role: string;
  /** null: a testimonial staff added, no stars shown. */
  rating: number | null;
  /** null: a testimonial staff added, its initials shown. */
  avatar: string | null;
  initials: string;
  gradient: readonly [string, string];
}

/**
 * The published testimonials (six shipped; none: no section); 1, 2 or 3 per view by breakpoint. Slide widths are CSS basis classes so the
 * prerendered HTML already has the right layout before embla starts.
 */
export function TestimonialsCarousel({ testimonials }: { testimonials: CarouselTestimonial[] }) {
  const { t } = useTranslation("home");
  // Embla measures every slide when it starts (a forced layout of the whole section): it is loaded and started
  // when the section nears the viewport or takes focus, not while the page's first screen hydrates on a phone,
  // and its code is not part of the page's first load.
  const section = useRef<HTMLElement>(null);
  const viewport = useRef<HTMLDivElement>(null);
  const [focused, setFocused] = useState(false);
  const near = useNearViewport(section, "400px 0px") || focused;
  const [embla, setEmbla] = useState<EmblaCarouselType | null>(null);
  useEffect(() => {
    const node = viewport.current;
    if (!near || !node) return;
    let api: EmblaCarouselType | null = null;
    let gone = false;
    void import("embla-carousel").then(({ default: EmblaCarousel }) => {
      if (gone) return;
      api = EmblaCarousel(node, { align: "start", slidesToScroll: 1, inViewThreshold: 0.6 });
      setEmbla(api);
    });
    return () => {
      gone = true;
      api?.destroy();
      setEmbla(null);
    };
  }, [near]);
  const [canPrev, setCanPrev] = useState(false);
  const [canNext, setCanNext] = useState(true);
  // null until embla measured which slides are in view; until then nothing is hidden (matches prerender).
  const [inView, setInView] = useState<number[] | null>(null);

  const sync = useCallback(() => {
    if (!embla) return;
    setCanPrev(embla.canScrollPrev());
    setCanNext(embla.canScrollNext());
    setInView(embla.slidesInView());
  }, [embla]);

  useEffect(() => {
    if (!embla) return;
    sync();
    embla.on("select", sync).on("reInit", sync).on("slidesInView", sync);
    return () => {
      embla.off("select", sync).off("reInit", sync).off("slidesInView", sync);
    };
  }, [embla, sync]);

  // With reduced motion the carousel jumps to the next slide instead of sliding there.
  const reduced = useReducedMotion();
  const prev = useCallback(() => embla?.scrollPrev(reduced), [embla, reduced]);
  const next = useCallback(() => embla?.scrollNext(reduced), [embla, reduced]);

  function onKeyDown(e: KeyboardEvent<HTMLDivElement>) {
    if (e.key === "ArrowLeft") {
      e.preventDefault();
      prev();
    } else if (e.key === "ArrowRight") {
      e.preventDefault();
      next();
    }
  }

  if (!testimonials.length) return null;
  return (
    <section
      ref={section}
      onFocus={() => setFocused(true)}
      aria-labelledby="home-testimonials"
      className="container-page py-20 render-when-near"
    >
      <SectionHeading
        id="home-testimonials"
        eyebrow={t("testimonials.eyebrow")}
        title={t("testimonials.title")}
        action={
          <div className="flex gap-2">
            <Button
              variant="outline"
              size="icon"
              onClick={prev}
              disabled={!canPrev}
              aria-label={t("testimonials.previous")}
            >
              <ChevronLeft aria-hidden />
            </Button>
            <Button
              variant="outline"
              size="icon"
              onClick={next}
              disabled={!canNext}
              aria-label={t("testimonials.next")}
            >
              <ChevronRight aria-hidden />
            </Button>
          </div>
        }
      />
      <div
        role="region"
        aria-roledescription={t("testimonials.roleCarousel")}
        aria-label={t("testimonials.carousel")}
        tabIndex={0}
        onKeyDown={onKeyDown}
        className="mt-10 rounded-2xl focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-ring"
      >
        <div ref={viewport} className="overflow-hidden">
          <div className="-ml-5 flex">
            {testimonials.map((item, i) => {
              const hidden = inView !== null && !inView.includes(i);
              const rating = item.rating;
              return (
                <div
                  key={item.id}
                  role="group"
                  aria-roledescription={t("testimonials.roleSlide")}
                  aria-label={t("testimonials.slide", { index: i + 1, count: testimonials.length })}
                  aria-hidden={hidden || undefined}
                  className="min-w-0 shrink-0 grow-0 basis-full pl-5 md:basis-1/2 lg:basis-1/3"
                >
                  <figure className="flex h-full flex-col gap-5 rounded-2xl border bg-card p-6">
                    {rating !== null && (
                      <div className="flex gap-0.5" role="img" aria-label={t("testimonials.rating", { rating })}>
                        {Array.from({ length: 5 }, (_, s) => (
                          <Star
                            key={s}
                            aria-hidden
                            className={clsx("size-4", s < rating ? "fill-amber-400 text-amber-400" : "text-muted")}
                          />
                        ))}
                      </div>
                    )}
                    <blockquote className="flex-1 text-pretty">“{item.quote}”</blockquote>
                    <figcaption className="flex items-center gap-3">
                      {item.avatar ? (
                        <img
                          src={item.avatar}
                          alt=""
                          width={44}
                          height={44}
                          loading="lazy"
                          className="size-11 rounded-full bg-muted"
                        />
                      ) : (
                        <InitialsAvatar initials={item.initials} gradient={item.gradient} className="size-11" />
                      )}
                      <span>
                        <span className="block font-semibold">{item.author}</span>
                        <span className="block text-sm text-muted-foreground">{item.role}</span>
                      </span>
                    </figcaption>
                  </figure>
                </div>
              );
            })}
          </div>
        </div>
      </div>
      <p className="mt-8 text-center">
        <Link to={paths.testimonials} className="text-sm font-semibold text-primary hover:underline">
          {t("testimonials.all")}
        </Link>
      </p>
    </section>
  );
}
