import { Slot } from "radix-ui";
import { cva, type VariantProps } from "class-variance-authority";
import type { ComponentProps } from "react";
import { cn } from "@/lib/cn";
import { useFocusBack } from "./use-focus-back";

export const buttonVariants = cva(
  "inline-flex items-center justify-center gap-2 text-center rounded-lg text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:pointer-events-none disabled:opacity-50 [&_svg]:size-4 [&_svg]:shrink-0",
  {
    variants: {
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
        default: "min-h-10 px-4 py-2",
        sm: "min-h-9 px-3 py-1.5",
        lg: "min-h-11 px-6 py-2 text-base",
        icon: "size-10",
      },
    },
    defaultVariants: { variant: "default", size: "default" },
  },
);

export interface ButtonProps extends ComponentProps<"button">, VariantProps<typeof buttonVariants> {
  asChild?: boolean;
}

export function Button({ className, variant, size, asChild = false, type, ref, onBlur, ...props }: ButtonProps) {
  const Comp = asChild ? Slot.Root : "button";
  const focusBack = useFocusBack(props.disabled, ref, onBlur);
  return (
    <Comp
      data-slot="button"
      data-variant={variant ?? "default"}
      className={cn(buttonVariants({ variant, size }), className)}
      {...(asChild ? {} : { type: type ?? "button" })}
      {...props}
      {...focusBack}
    />
  );
}
