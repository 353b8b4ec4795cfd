import { cn } from "@/lib/cn";
import type { Service } from "@/content/services";

/** The service's icon on its gradient tile. */
export function ServiceIcon({
  service,
  className,
}: {
  service: Pick<Service, "icon" | "gradient">;
  className?: string;
}) {
  const Icon = service.icon;
  return (
    <span
      className={cn(
        "inline-flex size-12 shrink-0 items-center justify-center rounded-xl bg-linear-to-br text-white shadow-lg",
        service.gradient,
        className,
      )}
    >
      <Icon aria-hidden className="size-6" />
    </span>
  );
}
