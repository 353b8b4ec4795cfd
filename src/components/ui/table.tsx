import { useCallback, useEffect, useLayoutEffect, useRef, useState, type ComponentProps } from "react";
import { cn } from "@/lib/cn";

/**
 * A wide table scrolls inside its box on a phone; then the box takes focus so that keyboard users can scroll
 * it too (WCAG 2.1.1, axe scrollable-region-focusable). A table that fits adds no tab stop.
 */
export function Table({ className, ...props }: ComponentProps<"table">) {
  const box = useRef<HTMLDivElement>(null);
  const [scrolls, setScrolls] = useState(false);
  const measure = useCallback(() => {
    const el = box.current;
    if (el) setScrolls(el.scrollWidth > el.clientWidth + 1);
  }, []);
  // After every render, before the browser paints or runs anything else: new rows (a refetch with wider amounts)
  // never leave a frame in which the box scrolls but cannot take focus (axe saw one once, mid-run).
  useLayoutEffect(measure);
  // Changes React does not render (the viewport, a web font arriving) reach it through the observer.
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    if (el.firstElementChild) observer.observe(el.firstElementChild);
    return () => observer.disconnect();
  }, [measure]);
  return (
    <div
      ref={box}
      tabIndex={scrolls ? 0 : undefined}
      // w-0 + min-w-full: the box fills its parent but adds nothing to the parent's minimum width, so a wide
      // table scrolls inside it instead of widening a grid or flex column (and the page) at 320 px.
      className="relative w-0 min-w-full overflow-x-auto rounded-md focus-visible:outline-2 focus-visible:outline-ring"
    >
      <table className={cn("w-full caption-bottom text-sm", className)} {...props} />
    </div>
  );
}

export function TableHeader({ className, ...props }: ComponentProps<"thead">) {
  return <thead className={cn("[&_tr]:border-b", className)} {...props} />;
}

export function TableBody({ className, ...props }: ComponentProps<"tbody">) {
  return <tbody className={cn("[&_tr:last-child]:border-0", className)} {...props} />;
}

export function TableRow({ className, ...props }: ComponentProps<"tr">) {
  return (
    <tr
      className={cn("border-b transition-colors hover:bg-muted/40 data-[state=selected]:bg-muted", className)}
      {...props}
    />
  );
}

export function TableHead({ className, ...props }: ComponentProps<"th">) {
  return (
    <th
      className={cn("h-10 px-3 text-left align-middle font-medium text-muted-foreground whitespace-nowrap", className)}
      {...props}
    />
  );
}

export function TableCell({ className, ...props }: ComponentProps<"td">) {
  return <td className={cn("p-3 align-middle", className)} {...props} />;
}

export function TableCaption({ className, ...props }: ComponentProps<"caption">) {
  return <caption className={cn("mt-4 text-sm text-muted-foreground", className)} {...props} />;
}
