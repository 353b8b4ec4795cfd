import { useMemo, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { businessHoursSchema, type BusinessHours } from "@common/chat";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Checkbox } from "@/components/ui/checkbox";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { toast } from "@/lib/toast";
import { usePresence, useSaveBusinessHours } from "../../api/presence";

/** Monday first; the values are JavaScript's (0 = Sunday), as the server keeps them. */
const WEEK = [1, 2, 3, 4, 5, 6, 0] as const;
const selectClass =
  "h-10 w-full min-w-0 rounded-md border border-input bg-background px-3 text-sm focus-visible:outline-2 focus-visible:outline-ring";

function timeZones(current: string): string[] {
  const all = Intl.supportedValuesOf("timeZone");
  return all.includes(current) ? all : [current, ...all];
}

/** The team's business hours: the chat says "we are in" inside them and offers a callback or e-mail outside. */
export function BusinessHoursCard() {
  const { t } = useTranslation("admin");
  const saved = usePresence().data?.hours;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("inbox.hours.title")}</CardTitle>
        <CardDescription>{t("inbox.hours.description")}</CardDescription>
      </CardHeader>
      <CardContent>{saved ? <HoursForm saved={saved} /> : <div className="h-64" />}</CardContent>
    </Card>
  );
}

function HoursForm({ saved }: { saved: BusinessHours }) {
  const { t, i18n } = useTranslation("admin");
  const save = useSaveBusinessHours();
  const [hours, setHours] = useState(saved);
  const [problem, setProblem] = useState<string | undefined>();
  const zones = useMemo(() => timeZones(hours.timeZone), [hours.timeZone]);
  const weekday = useMemo(() => {
    const f = new Intl.DateTimeFormat(i18n.language, { weekday: "long", timeZone: "UTC" });
    // 7 January 2024 was a Sunday: day d of that week has JavaScript's weekday number d.
    return (d: number) => f.format(new Date(Date.UTC(2024, 0, 7 + d)));
  }, [i18n.language]);

  const toggleDay = (d: number, on: boolean) =>
    setHours((h) => ({ ...h, days: on ? [...h.days, d] : h.days.filter((x) => x !== d) }));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const parsed = businessHoursSchema.safeParse(hours);
    if (!parsed.success) {
      const refused = parsed.error.issues[0]?.code === "custom";
      setProblem(t(refused ? "inbox.hours.endBeforeStart" : "inbox.hours.invalidTime"));
      return;
    }
    setProblem(undefined);
    try {
      await save.mutateAsync(parsed.data);
      toast.success(t("inbox.hours.saved"));
    } catch {
      toast.error(t("inbox.hours.failed"));
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="grid gap-5">
      <FormField label={t("inbox.hours.timeZone")}>
        <select
          value={hours.timeZone}
          onChange={(e) => setHours((h) => ({ ...h, timeZone: e.target.value }))}
          className={selectClass}
        >
          {zones.map((z) => (
            <option key={z} value={z}>
              {z.replaceAll("_", " ")}
            </option>
          ))}
        </select>
      </FormField>
      <fieldset className="grid gap-3">
        <legend className="mb-3 text-sm font-medium">{t("inbox.hours.days")}</legend>
        <div className="grid grid-cols-[repeat(auto-fill,minmax(9rem,1fr))] gap-3">
          {WEEK.map((d) => (
            <div key={d} className="flex items-center gap-2">
              <Checkbox
                id={`hours-day-${d}`}
                checked={hours.days.includes(d)}
                onCheckedChange={(on) => toggleDay(d, on === true)}
              />
              <Label htmlFor={`hours-day-${d}`} className="font-normal">
                {weekday(d)}
              </Label>
            </div>
          ))}
        </div>
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={t("inbox.hours.start")}>
          <Input
            type="time"
            required
            value={hours.start}
            onChange={(e) => setHours((h) => ({ ...h, start: e.target.value }))}
          />
        </FormField>
        <FormField label={t("inbox.hours.end")} error={problem}>
          <Input
            type="time"
            required
            value={hours.end}
            onChange={(e) => setHours((h) => ({ ...h, end: e.target.value }))}
          />
        </FormField>
      </div>
      <div>
        <Button type="submit" variant="gradient" disabled={save.isPending}>
          {save.isPending ? t("inbox.hours.saving") : t("inbox.hours.save")}
        </Button>
      </div>
    </form>
  );
}
