import { Slot } from "radix-ui";
import { cva, type VariantProps } from "class-variance-authority";
import type { ComponentProps } from "react";
import { clsx } from "clsx";
import { useFocusBack } from "./use-focus-back";

/**
 * The shape every size shares. It sits in the sizes, not in the base: a caller that draws its own shape passes
 * `size={null}` and writes the whole of it, because Button joins classes without tailwind-merge (the header's
 * buttons are on every first load, and tailwind-merge is 9 KB gzip). `src/components/ui/button-classes.test.ts`
 * checks every call site: no class a caller passes may fight one of the variant's.
 */
const SHAPE = "justify-center text-center rounded-lg font-medium transition-colors [&_svg]:size-4";

/** Every variant and size, by name (the class test walks all of them). */
export const BUTTON_VARIANTS = {
  variant: {
    default: "bg-primary text-primary-foreground hover:bg-primary/90",
    gradient: "bg-brand-gradient text-white shadow-lg shadow-primary/20 hover:opacity-95",
    destructive: "bg-destructive-fill text-destructive-foreground hover:bg-destructive-fill/90",
    outline: "border border-input bg-transparent hover:bg-accent hover:text-accent-foreground",
    secondary: "bg-secondary text-secondary-foreground hover:bg-secondary/80",
    ghost: "hover:bg-accent hover:text-accent-foreground",
    link: "text-primary underline-offset-4 hover:underline",
  },
  size: {
    // Minimum heights, not fixed ones: a long label (German at 320 px, text at 200 %) wraps onto a
    // second line inside the button instead of running off the page (WCAG 1.4.10, 1.4.4).
    default: `${SHAPE} min-h-10 px-4 py-2 text-sm`,
    sm: `${SHAPE} min-h-9 px-3 py-1.5 text-sm`,
    /** Chat and other compact rows. */
    xs: `${SHAPE} min-h-8 px-2.5 py-1.5 text-xs`,
    lg: `${SHAPE} min-h-11 px-6 py-2 text-base`,
    icon: `${SHAPE} size-10 text-sm`,
    "icon-sm": `${SHAPE} size-8 text-sm`,
    "icon-xs": `${SHAPE} size-7 text-sm`,
    /** A link-styled button that sits in running text: no padding, the line's own height. */
    inline: `${SHAPE} min-h-9 h-auto p-0 text-sm`,
  },
};

export const buttonVariants = cva(
  "inline-flex items-center gap-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:pointer-events-none disabled:opacity-50 [&_svg]:shrink-0",
  { variants: BUTTON_VARIANTS, defaultVariants: { variant: "default", size: "default" } },
);

export interface ButtonProps extends ComponentProps<"button">, VariantProps<typeof buttonVariants> {
  asChild?: boolean;
}

export function Button({ className, variant, size, asChild = false, type, ref, ...props }: ButtonProps) {
  const Comp = asChild ? Slot.Root : "button";
  const focusBack = useFocusBack(ref);
  return (
    <Comp
      data-slot="button"
      data-variant={variant ?? "default"}
      className={clsx(buttonVariants({ variant, size }), className)}
      {...(asChild ? {} : { type: type ?? "button" })}
      {...props}
      ref={focusBack}
    />
  );
}
