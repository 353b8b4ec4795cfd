import type { ComponentProps } from "react";
import { cn } from "@/lib/cn";
import { useFocusBack } from "./use-focus-back";

export function Textarea({ className, ref, ...props }: ComponentProps<"textarea">) {
  const focusBack = useFocusBack(ref);
  return (
    <textarea
      className={cn(
        "flex min-h-24 w-full rounded-lg border border-input bg-background/60 px-3 py-2 text-sm placeholder:text-muted-foreground",
        "focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-50",
        "aria-[invalid=true]:border-destructive",
        className,
      )}
      {...props}
      ref={focusBack}
    />
  );
}
