import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { SERVICE_IDS, TIER_IDS, type ServiceId, type TierId } from "@common/catalog";
import {
  RETAINER_DEFAULTS,
  RETAINER_LIMITS,
  retainerPlansInputSchema,
  UPGRADE_BILLING,
  type RetainerPlanInput,
  type RetainerSettings,
  type UpgradeBilling,
} from "@common/retainers";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { toast } from "@/lib/toast";
import { useRetainerPlans, useSaveRetainerPlans } from "../api/retainers";
import { retainerErrorText } from "./retainer-texts";

const SELECT =
  "h-10 w-full min-w-0 rounded-md border border-input bg-background px-3 text-sm focus-visible:outline-2 focus-visible:outline-ring";

interface Row {
  on: boolean;
  everyMonths: string;
  quotaAmount: string;
  quotaUnit: string;
  rollover: boolean;
}
type Rows = Record<string, Row>;
const rowKey = (s: string, tier: string) => `${s}.${tier}`;
const EMPTY: Row = { on: false, everyMonths: "1", quotaAmount: "", quotaUnit: "", rollover: false };

function toRows(plans: RetainerPlanInput[]): Rows {
  return Object.fromEntries(
    plans.map((p) => [
      rowKey(p.serviceId, p.tierId),
      {
        on: true,
        everyMonths: String(p.everyMonths),
        quotaAmount: p.quotaAmount === null ? "" : String(p.quotaAmount),
        quotaUnit: p.quotaUnit,
        rollover: p.rollover,
      },
    ]),
  );
}

function TierRow({
  tier,
  row,
  readOnly,
  onChange,
}: {
  tier: TierId;
  row: Row;
  readOnly: boolean;
  onChange: (r: Row) => void;
}) {
  const { t } = useTranslation(["retainers", "orders"]);
  const id = `retainer-${tier}`;
  const set = (patch: Partial<Row>) => onChange({ ...row, ...patch });
  return (
    <fieldset className="grid gap-3 rounded-lg border p-3" data-testid={`retainer-tier-${tier}`}>
      <legend className="px-1 font-medium">{t(`orders:tiers.${tier}`, { defaultValue: tier })}</legend>
      <label htmlFor={`${id}-on`} className="flex items-center gap-2 text-sm">
        <Checkbox id={`${id}-on`} checked={row.on} disabled={readOnly} onCheckedChange={(on) => set({ on })} />
        {t("plans.recurring")}
      </label>
      {row.on && (
        <div className="grid gap-3 sm:grid-cols-4">
          <FormField label={t("plans.everyMonths")}>
            <Input
              inputMode="numeric"
              value={row.everyMonths}
              disabled={readOnly}
              onChange={(e) => set({ everyMonths: e.target.value })}
            />
          </FormField>
          <FormField label={t("plans.quotaAmount")}>
            <Input
              inputMode="numeric"
              value={row.quotaAmount}
              disabled={readOnly}
              onChange={(e) => set({ quotaAmount: e.target.value })}
            />
          </FormField>
          <FormField label={t("plans.quotaUnit")}>
            <Input
              value={row.quotaUnit}
              maxLength={RETAINER_LIMITS.unitMax}
              placeholder={t("plans.quotaUnitPlaceholder")}
              disabled={readOnly}
              onChange={(e) => set({ quotaUnit: e.target.value })}
            />
          </FormField>
          <label htmlFor={`${id}-rollover`} className="flex items-center gap-2 self-end pb-2 text-sm">
            <Checkbox
              id={`${id}-rollover`}
              checked={row.rollover}
              disabled={readOnly}
              onCheckedChange={(rollover) => set({ rollover })}
            />
            {t("plans.rollover")}
          </label>
        </div>
      )}
    </fieldset>
  );
}

function PlansForm({ initial, settings, readOnly }: { initial: Rows; settings: RetainerSettings; readOnly: boolean }) {
  const { t } = useTranslation(["retainers", "orders"]);
  const save = useSaveRetainerPlans();
  const [service, setService] = useState<ServiceId>("youtube");
  const [rows, setRows] = useState(initial);
  const [days, setDays] = useState(String(settings.invoiceDaysAhead));
  const [maxPause, setMaxPause] = useState(String(settings.maxPausePeriods));
  const [upgradeBilling, setUpgradeBilling] = useState<UpgradeBilling>(settings.upgradeBilling);
  const [error, setError] = useState<string>();
  const num = (s: string) => (/^\d+$/.test(s.trim()) ? Number(s) : NaN);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(undefined);
    const plans = Object.entries(rows)
      .filter(([, r]) => r.on)
      .map(([k, r]) => {
        const [serviceId, tierId] = k.split(".");
        return {
          serviceId,
          tierId,
          everyMonths: num(r.everyMonths),
          quotaAmount: r.quotaAmount.trim() ? num(r.quotaAmount) : null,
          quotaUnit: r.quotaUnit,
          rollover: r.rollover,
        };
      });
    const input = retainerPlansInputSchema.safeParse({
      plans,
      settings: { invoiceDaysAhead: num(days), maxPausePeriods: num(maxPause), upgradeBilling },
    });
    if (!input.success) {
      const message = input.error.issues[0]?.message ?? "";
      return setError(message.startsWith("errors.") ? t(message as "errors.number") : t("errors.number"));
    }
    try {
      await save.mutateAsync(input.data);
      toast.success(t("plans.saved"));
    } catch (err) {
      setError(retainerErrorText(t, err));
    }
  };
  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="grid gap-4">
      <FormField label={t("plans.service")}>
        <select value={service} onChange={(e) => setService(e.target.value as ServiceId)} className={SELECT}>
          {SERVICE_IDS.map((id) => (
            <option key={id} value={id}>
              {t(`orders:services.${id}`, { defaultValue: id })}
            </option>
          ))}
        </select>
      </FormField>
      {TIER_IDS.map((tier) => (
        <TierRow
          key={`${service}.${tier}`}
          tier={tier}
          row={rows[rowKey(service, tier)] ?? EMPTY}
          readOnly={readOnly}
          onChange={(r) => setRows((all) => ({ ...all, [rowKey(service, tier)]: r }))}
        />
      ))}
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField label={t("plans.invoiceDaysAhead")}>
          <Input inputMode="numeric" value={days} disabled={readOnly} onChange={(e) => setDays(e.target.value)} />
        </FormField>
        <FormField label={t("plans.maxPausePeriods")}>
          <Input
            inputMode="numeric"
            value={maxPause}
            disabled={readOnly}
            onChange={(e) => setMaxPause(e.target.value)}
          />
        </FormField>
        <FormField label={t("plans.upgradeBilling")}>
          <select
            value={upgradeBilling}
            disabled={readOnly}
            onChange={(e) => setUpgradeBilling(e.target.value as UpgradeBilling)}
            className={SELECT}
          >
            {UPGRADE_BILLING.map((b) => (
              <option key={b} value={b}>
                {t(`plans.upgrade.${b}`)}
              </option>
            ))}
          </select>
        </FormField>
      </div>
      {error && (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
      {!readOnly && (
        <div>
          <Button type="submit" variant="gradient" disabled={save.isPending}>
            {t("plans.save")}
          </Button>
        </div>
      )}
    </form>
  );
}

/** Admin → Services: which tiers are sold every N months, with their quota and rollover, and the two settings. */
export function RetainerPlansEditor({ readOnly }: { readOnly: boolean }) {
  const { t } = useTranslation("retainers");
  const q = useRetainerPlans();
  return (
    <section aria-labelledby="retainer-plans-title" className="grid gap-4 rounded-xl border p-4">
      <h2 id="retainer-plans-title" className="text-lg font-semibold tracking-tight">
        {t("plans.title")}
      </h2>
      <p className="text-sm text-muted-foreground">{t("plans.hint")}</p>
      {q.data && (
        <PlansForm initial={toRows(q.data.plans)} settings={q.data.settings ?? RETAINER_DEFAULTS} readOnly={readOnly} />
      )}
    </section>
  );
}
