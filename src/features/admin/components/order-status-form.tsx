import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "@/lib/toast";
import { ORDER_NOTE_MAX } from "@common/admin";
import { ORDER_STATUSES, type OrderStatus } from "@common/catalog";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Textarea } from "@/components/ui/textarea";
import { useChangeOrderStatus } from "../api/orders";
import { LabeledSelect } from "@/components/admin/labeled-select";

/** Any status other than the current one (spec §4: no restricted transitions), with an optional note. */
export function OrderStatusForm({ id, current, onDone }: { id: string; current: OrderStatus; onDone: () => void }) {
  const { t } = useTranslation("admin");
  const others = ORDER_STATUSES.filter((s) => s !== current);
  const [status, setStatus] = useState<OrderStatus>(others[0]!);
  const [note, setNote] = useState("");
  const change = useChangeOrderStatus(id);

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    // mutateAsync, not mutate's callbacks: the new status remounts this form, which would drop them.
    try {
      await change.mutateAsync({ status, note: note.trim() || undefined });
      toast.success(t("order.updated", { status: t(`status.${status}`) }));
      onDone();
    } catch (err) {
      toast.error(t("order.updateFailed"), { description: err instanceof Error ? err.message : undefined });
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} className="grid gap-3 rounded-xl border bg-background/40 p-4">
      <h3 className="text-sm font-semibold">{t("order.changeStatus")}</h3>
      <LabeledSelect
        label={t("order.newStatus")}
        value={status}
        options={others.map((s) => ({ value: s, label: t(`status.${s}`) }))}
        onChange={setStatus}
        className="w-full"
      />
      <FormField label={t("order.note")}>
        <Textarea
          value={note}
          maxLength={ORDER_NOTE_MAX}
          placeholder={t("order.notePlaceholder")}
          onChange={(e) => setNote(e.target.value)}
          className="min-h-20"
        />
      </FormField>
      <Button type="submit" variant="gradient" disabled={change.isPending}>
        {change.isPending ? t("order.updating") : t("order.update")}
      </Button>
    </form>
  );
}
