import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { MILESTONE_LIMITS } from "@common/milestones";
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
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/lib/toast";
import { useAnswerMilestone } from "../api/milestones";
import { milestoneErrorText } from "./error-text";

/** "Ask for changes": the client says what should change; the milestone goes back to work with a revision. */
export function OrderMilestonesChangesDialog({ code, id, title }: { code: string; id: number; title: string }) {
  const { t } = useTranslation("milestones");
  const answer = useAnswerMilestone(code);
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string>();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!reason.trim()) return setError(t("errors.reason"));
    try {
      await answer.mutateAsync({ id, approve: false, reason: reason.trim() });
      setOpen(false);
      toast.success(t("changesToast"));
    } catch (err) {
      setError(milestoneErrorText(t, err));
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (answer.isPending) return;
        setOpen(next);
        if (next) {
          setReason("");
          setError(undefined);
        }
      }}
    >
      <DialogTrigger asChild>
        <Button type="button" variant="outline">
          {t("askChanges")}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t("changesTitle", { title })}</DialogTitle>
          <DialogDescription>{t("changesDescription")}</DialogDescription>
        </DialogHeader>
        <form onSubmit={(e) => void submit(e)} noValidate className="grid gap-4">
          <FormField label={t("reason")} error={error}>
            <Textarea
              rows={4}
              maxLength={MILESTONE_LIMITS.reasonMax}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              disabled={answer.isPending}
            />
          </FormField>
          <DialogFormFooter
            cancelLabel={t("cancel")}
            onCancel={() => setOpen(false)}
            submitLabel={t("send")}
            pendingLabel={t("sending")}
            pending={answer.isPending}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
