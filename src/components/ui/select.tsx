import { Check, ChevronDown } from "lucide-react";
import { Select as SelectPrimitive } from "radix-ui";
import { useState, type ComponentProps } from "react";
import { clsx } from "clsx";

export const Select = SelectPrimitive.Root;
/**
 * A select whose value a form library keeps (react-hook-form's Controller), without Radix's hidden native <select>:
 * no such form reads it, and with no choice made it holds an empty <option>, which HTML does not allow (an option
 * needs text or a label; the Nu checker reported it on /contact). Same props as `Select`.
 */
export const ControlledSelect = SelectPrimitive.unstable_Provider;
export const SelectValue = SelectPrimitive.Value;
export const SelectGroup = SelectPrimitive.Group;

/**
 * Whether a select's list has been reached for (pointer over its trigger, focus, or opened), with the handlers that
 * say so: spread `trigger` on the SelectTrigger and `root` on the Select, and mount the SelectContent once `reached`.
 * A closed Radix select renders its items from a layout effect, a synchronous re-render of its part of the page
 * right after hydration (on a phone, the page's longest task on /services and /contact). Until then the trigger
 * shows its value or placeholder as usual.
 */
export function useReachedFor() {
  const [reached, setReached] = useState(false);
  const reach = () => setReached(true);
  return {
    reached,
    root: { onOpenChange: (open: boolean) => open && reach() },
    trigger: { onPointerEnter: reach, onFocus: reach },
  };
}

// The parts join their classes with clsx (no caller passes a className to fight them): the services comparison
// draws a select on a content page, and tailwind-merge stays off that page.
export function SelectTrigger({ className, children, ...props }: ComponentProps<typeof SelectPrimitive.Trigger>) {
  return (
    <SelectPrimitive.Trigger
      className={clsx(
        "flex h-10 w-full items-center justify-between gap-2 rounded-lg border border-input bg-background/60 px-3 py-2 text-sm",
        "focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-50",
        "data-[placeholder]:text-muted-foreground aria-[invalid=true]:border-destructive [&>span]:truncate",
        className,
      )}
      {...props}
    >
      {children}
      <SelectPrimitive.Icon asChild>
        <ChevronDown className="size-4 opacity-60" aria-hidden />
      </SelectPrimitive.Icon>
    </SelectPrimitive.Trigger>
  );
}

export function SelectContent({
  className,
  children,
  position = "popper",
  ...props
}: ComponentProps<typeof SelectPrimitive.Content>) {
  return (
    <SelectPrimitive.Portal>
      <SelectPrimitive.Content
        position={position}
        className={clsx(
          "relative z-[60] max-h-80 min-w-[8rem] overflow-hidden rounded-lg border bg-popover text-popover-foreground shadow-xl",
          position === "popper" && "w-[var(--radix-select-trigger-width)] translate-y-1",
          className,
        )}
        {...props}
      >
        <SelectPrimitive.Viewport className="p-1">{children}</SelectPrimitive.Viewport>
      </SelectPrimitive.Content>
    </SelectPrimitive.Portal>
  );
}

export function SelectItem({ className, children, ...props }: ComponentProps<typeof SelectPrimitive.Item>) {
  return (
    <SelectPrimitive.Item
      className={clsx(
        "relative flex w-full cursor-pointer select-none items-center rounded-md py-1.5 pl-8 pr-2 text-sm outline-none",
        "data-[highlighted]:bg-accent data-[disabled]:pointer-events-none data-[disabled]:opacity-50",
        className,
      )}
      {...props}
    >
      <span className="absolute left-2 flex size-4 items-center justify-center">
        <SelectPrimitive.ItemIndicator>
          <Check className="size-4" aria-hidden />
        </SelectPrimitive.ItemIndicator>
      </span>
      <SelectPrimitive.ItemText>{children}</SelectPrimitive.ItemText>
    </SelectPrimitive.Item>
  );
}
