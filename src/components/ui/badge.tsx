import { cva, type VariantProps } from "class-variance-authority";
import type { ComponentProps } from "react";
import { clsx } from "clsx";

/** Every variant, by name (the class test walks all of them). */
export const BADGE_VARIANTS = {
  variant: {
    default: "border-transparent bg-primary/15 text-violet-300",
    secondary: "border-transparent bg-secondary text-secondary-foreground",
    outline: "text-foreground",
    destructive: "border-transparent bg-destructive/15 text-red-300",
    yellow: "border-yellow-500/30 bg-yellow-500/15 text-yellow-300",
    blue: "border-blue-500/30 bg-blue-500/15 text-blue-300",
    green: "border-green-500/30 bg-green-500/15 text-green-300",
    red: "border-red-500/30 bg-red-500/15 text-red-300",
  },
};

export const badgeVariants = cva(
  "inline-flex items-center gap-1 rounded-full border px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap",
  { variants: BADGE_VARIANTS, defaultVariants: { variant: "default" } },
);

export function Badge({ className, variant, ...props }: ComponentProps<"span"> & VariantProps<typeof badgeVariants>) {
  // Joined with clsx, not tailwind-merge: a caller with its own colours passes variant={null}
  // (src/components/ui/button-classes.test.ts checks every call site).
  return <span className={clsx(badgeVariants({ variant }), className)} {...props} />;
}
