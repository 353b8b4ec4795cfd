import { clsx } from "clsx";
import type { ComponentProps } from "react";
import { useFocusBack } from "./use-focus-back";

/**
 * The field's own classes. A caller's className is joined with clsx, not tailwind-merge (fields are on every
 * first load, in the footer): src/components/ui/button-classes.test.ts checks that no caller's class fights one
 * of these. A shorter field says `compact`.
 */
export const INPUT_CLASSES =
  "flex w-full rounded-lg border border-input bg-background/60 px-3 py-2 text-sm placeholder:text-muted-foreground focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-50 aria-[invalid=true]:border-destructive";

export function Input({
  className,
  type = "text",
  compact = false,
  ref,
  ...props
}: ComponentProps<"input"> & { compact?: boolean }) {
  const focusBack = useFocusBack(ref);
  return (
    <input type={type} className={clsx(INPUT_CLASSES, compact ? "h-9" : "h-10", className)} {...props} ref={focusBack} />
  );
}
