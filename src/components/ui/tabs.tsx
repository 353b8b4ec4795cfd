import { Tabs as TabsPrimitive } from "radix-ui";
import type { ComponentProps, KeyboardEvent } from "react";
import { clsx } from "clsx";

export const Tabs = TabsPrimitive.Root;

/**
 * The tab primitives join classes with clsx (the service page's first load has no tailwind-merge): what a caller
 * may change of their own look is a prop, and a className only adds (src/components/ui/button-classes.test.ts).
 */
export function TabsList({
  className,
  scrolls = false,
  ...props
}: ComponentProps<typeof TabsPrimitive.List> & {
  /** One row that scrolls sideways, from the start (the portfolio's filters), instead of wrapped and centred. */
  scrolls?: boolean;
}) {
  return (
    <TabsPrimitive.List
      className={clsx(
        "inline-flex h-auto items-center gap-1 rounded-lg bg-muted p-1 text-muted-foreground",
        scrolls ? "flex-nowrap justify-start" : "flex-wrap justify-center",
        className,
      )}
      {...props}
    />
  );
}

const STEP: Record<string, number> = { ArrowRight: 1, ArrowLeft: -1 };

/**
 * Arrow keys, Home and End move focus (and so the selection) at once. Radix's roving focus moves it in a
 * setTimeout, and Chromium runs queued key presses before timers: two quick ArrowRight presses both started
 * from the first tab and the second was lost (the flaky About test, and a real user's fast typing).
 */
function moveFocus(event: KeyboardEvent<HTMLButtonElement>) {
  const step = STEP[event.key];
  if (step === undefined && event.key !== "Home" && event.key !== "End") return;
  if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
  const list = event.currentTarget.closest('[role="tablist"]');
  if (!list) return;
  const tabs = [...list.querySelectorAll<HTMLButtonElement>('[role="tab"]:not([disabled])')];
  const at = tabs.indexOf(event.currentTarget);
  const rtl = getComputedStyle(list).direction === "rtl";
  const target =
    event.key === "Home"
      ? tabs[0]
      : event.key === "End"
        ? tabs.at(-1)
        : tabs[(at + (rtl ? -step! : step!) + tabs.length) % tabs.length];
  if (!target) return;
  event.preventDefault();
  target.focus();
}

export function TabsTrigger({
  className,
  wide = false,
  onKeyDown,
  ...props
}: ComponentProps<typeof TabsPrimitive.Trigger> & { /** More room on each side of the label. */ wide?: boolean }) {
  return (
    <TabsPrimitive.Trigger
      onKeyDown={(event) => {
        onKeyDown?.(event);
        if (!event.defaultPrevented) moveFocus(event);
      }}
      className={clsx(
        "inline-flex items-center justify-center rounded-md py-1.5 text-sm font-medium whitespace-nowrap transition-all",
        wide ? "px-4" : "px-3",
        "focus-visible:outline-2 focus-visible:outline-ring disabled:pointer-events-none disabled:opacity-50",
        "data-[state=active]:bg-background data-[state=active]:text-foreground data-[state=active]:shadow",
        className,
      )}
      {...props}
    />
  );
}

export function TabsContent({ className, ...props }: ComponentProps<typeof TabsPrimitive.Content>) {
  return (
    <TabsPrimitive.Content
      className={clsx("mt-6 focus-visible:outline-2 focus-visible:outline-ring", className)}
      {...props}
    />
  );
}
