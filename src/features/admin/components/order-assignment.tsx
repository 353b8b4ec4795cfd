import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { toast } from "@/lib/toast";
import { useAssignOrder, useStaff } from "../api/workspace";

const NOBODY = "";

/** Who looks after the order (any admin) and by when; the assignee is e-mailed. */
export function OrderAssignment({
  id,
  assigneeId,
  dueDate,
}: {
  id: string;
  assigneeId: string | null;
  dueDate: string | null;
}) {
  const { t } = useTranslation("admin");
  const staff = useStaff();
  const assign = useAssignOrder(id);
  const [who, setWho] = useState(assigneeId ?? NOBODY);
  const [due, setDue] = useState(dueDate ?? "");
  // When the saved assignment changes (this save, or another admin's), the fields follow it. The form is not
  // remounted for it: that destroyed the focused Save button (focus fell to <body>) and the save's toast with it.
  const [shown, setShown] = useState({ assigneeId, dueDate });
  if (shown.assigneeId !== assigneeId || shown.dueDate !== dueDate) {
    setShown({ assigneeId, dueDate });
    setWho(assigneeId ?? NOBODY);
    setDue(dueDate ?? "");
  }
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    try {
      await assign.mutateAsync({ assigneeId: who || null, dueDate: due || null });
      toast.success(t("order.assignmentSaved"));
    } catch {
      toast.error(t("order.assignmentFailed"));
    }
  };
  return (
    <form onSubmit={(e) => void submit(e)} className="grid min-w-0 gap-3 rounded-xl border bg-background/40 p-3">
      <h3 className="text-sm font-semibold">{t("order.assignmentTitle")}</h3>
      {/* minmax(0, 1fr) tracks and a shrinkable select: a long staff name and address never widen the sheet. */}
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <FormField label={t("order.manager")}>
          <select
            value={who}
            onChange={(e) => setWho(e.target.value)}
            className="h-10 w-full min-w-0 truncate rounded-md border border-input bg-background px-3 text-sm focus-visible:outline-2 focus-visible:outline-ring"
          >
            <option value={NOBODY}>{t("order.unassigned")}</option>
            {staff.data?.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name} ({s.email})
              </option>
            ))}
          </select>
        </FormField>
        <FormField label={t("order.dueDate")}>
          <Input type="date" value={due} onChange={(e) => setDue(e.target.value)} />
        </FormField>
      </div>
      <Button type="submit" variant="outline" size="sm" disabled={assign.isPending}>
        {assign.isPending ? t("order.saving") : t("order.saveAssignment")}
      </Button>
    </form>
  );
}
