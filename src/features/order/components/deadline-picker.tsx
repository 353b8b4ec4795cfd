import { CalendarDays, X } from "lucide-react";
import { Popover } from "radix-ui";
import { useState } from "react";
import { DayPicker } from "react-day-picker";
import "react-day-picker/style.css";
import { useTranslation } from "react-i18next";
import { Button, buttonVariants } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import { dateFnsLocale } from "@/lib/dates";
import { formatIsoDate, fromIsoDate, toIsoDate } from "../lib/format";

/** Deadline as yyyy-MM-dd or null; days before today cannot be picked (spec §5). */
export function DeadlinePicker({
  value,
  onChange,
  id,
  invalid,
  describedBy,
}: {
  value: string | null;
  onChange: (value: string | null) => void;
  id?: string;
  invalid?: boolean;
  describedBy?: string;
}) {
  const { t, i18n } = useTranslation("order");
  const [open, setOpen] = useState(false);
  const selected = value ? fromIsoDate(value) : undefined;
  return (
    <div className="flex gap-2">
      <Popover.Root open={open} onOpenChange={setOpen}>
        <Popover.Trigger asChild>
          <Button
            id={id}
            variant={null}
            size={null}
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy}
            // Merged here (tailwind-merge, in the wizard's chunk): Button itself only joins classes.
            className={cn(
              buttonVariants({ variant: "outline" }),
              "h-10 flex-1 justify-start bg-background/60 font-normal aria-[invalid=true]:border-destructive",
              !value && "text-muted-foreground",
            )}
          >
            <CalendarDays aria-hidden />
            {value ? formatIsoDate(value, i18n.language) : t("fields.pickDate")}
          </Button>
        </Popover.Trigger>
        <Popover.Portal>
          <Popover.Content
            align="start"
            sideOffset={6}
            className="z-[60] rounded-xl border bg-popover p-3 text-popover-foreground shadow-xl"
          >
            <DayPicker
              // Focus opens on the selected day (or today) in the grid, where the arrow keys work.
              autoFocus
              mode="single"
              locale={dateFnsLocale(i18n.language)}
              selected={selected}
              defaultMonth={selected}
              disabled={{ before: new Date() }}
              onSelect={(day) => {
                onChange(day ? toIsoDate(day) : null);
                setOpen(false);
              }}
              style={
                {
                  "--rdp-accent-color": "var(--color-primary)",
                  "--rdp-accent-background-color": "color-mix(in oklch, var(--color-primary) 20%, transparent)",
                  "--rdp-day-height": "2.5rem",
                  "--rdp-day-width": "2.5rem",
                  "--rdp-day_button-height": "2.4rem",
                  "--rdp-day_button-width": "2.4rem",
                } as React.CSSProperties
              }
            />
          </Popover.Content>
        </Popover.Portal>
      </Popover.Root>
      {value && (
        <Button variant="ghost" size="icon" aria-label={t("fields.clearDeadline")} onClick={() => onChange(null)}>
          <X aria-hidden />
        </Button>
      )}
    </div>
  );
}
