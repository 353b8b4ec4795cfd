import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { DialogFormFooter } from "@/components/ui/dialog-form-footer";
import { FormField } from "@/components/ui/form-field";
import { toast } from "@/lib/toast";
import { useRetainerAction, type RetainerSide } from "../api/retainers";
import { retainerErrorText } from "./retainer-texts";

const SELECT =
  "h-10 w-full min-w-0 rounded-md border border-input bg-background px-3 text-sm focus-visible:outline-2 focus-visible:outline-ring";

/** "Pause": for how many periods (1 … the setting's longest pause). */
export function RetainerPauseDialog({ side, code, max }: { side: RetainerSide; code: string; max: number }) {
  const { t } = useTranslation("retainers");
  const action = useRetainerAction(side, code);
  const [open, setOpen] = useState(false);
  const [periods, setPeriods] = useState(1);
  const [error, setError] = useState<string>();
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(undefined);
    try {
      await action.mutateAsync({ kind: "pause", periods });
      setOpen(false);
      toast.success(t("paused"));
    } catch (err) {
      setError(retainerErrorText(t, err));
    }
  };
  return (
    <Dialog open={open} onOpenChange={(next) => !action.isPending && setOpen(next)}>
      <DialogTrigger asChild>
        <Button type="button" variant="outline">
          {t("pause")}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t("pauseTitle")}</DialogTitle>
          <DialogDescription>{t("pauseDescription", { max })}</DialogDescription>
        </DialogHeader>
        <form onSubmit={(e) => void submit(e)} noValidate className="grid gap-4">
          <FormField label={t("pausePeriods")} error={error}>
            <select className={SELECT} value={periods} onChange={(e) => setPeriods(Number(e.target.value))}>
              {Array.from({ length: max }, (_, i) => i + 1).map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </select>
          </FormField>
          <DialogFormFooter
            cancelLabel={t("keep")}
            onCancel={() => setOpen(false)}
            submitLabel={t("pauseConfirm")}
            pendingLabel={t("working")}
            pending={action.isPending}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
