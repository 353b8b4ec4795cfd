import { useQuery } from "@tanstack/react-query";
import { useId, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { MILESTONE_LIMITS } from "@common/milestones";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
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
import { api, unwrap } from "@/lib/api-client";
import { toast } from "@/lib/toast";
import { useStaffMilestoneAction } from "../api/milestones";
import { milestoneErrorText } from "./error-text";

/**
 * Staff deliver a milestone: a message and files already shared on the order (uploaded under Files, where their
 * type and size were checked). The server records each file's SHA-256 in the history.
 */
export function OrderMilestonesDeliverDialog({ code, id, title }: { code: string; id: number; title: string }) {
  const { t } = useTranslation("milestones");
  const action = useStaffMilestoneAction(code);
  const [open, setOpen] = useState(false);
  const [message, setMessage] = useState("");
  const [picked, setPicked] = useState<number[]>([]);
  const [error, setError] = useState<string>();
  const groupId = useId();
  const files = useQuery({
    queryKey: ["order-files", code],
    queryFn: async () => unwrap(await api.orders[":code"].files.$get({ param: { code } })),
    enabled: open,
  });

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!message.trim()) return setError(t("errors.message"));
    try {
      await action.mutateAsync({ kind: "deliver", id, message: message.trim(), fileIds: picked });
      setOpen(false);
      toast.success(t("deliver.done"));
    } catch (err) {
      setError(milestoneErrorText(t, err));
    }
  };

  const list = files.data?.files ?? [];
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (action.isPending) return;
        setOpen(next);
        if (next) {
          setMessage("");
          setPicked([]);
          setError(undefined);
        }
      }}
    >
      <DialogTrigger asChild>
        <Button type="button" size="sm" variant="gradient">
          {t("board.deliver")}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t("deliver.title", { title })}</DialogTitle>
          <DialogDescription>{t("deliver.description")}</DialogDescription>
        </DialogHeader>
        <form onSubmit={(e) => void submit(e)} noValidate className="grid gap-4">
          <FormField label={t("deliver.message")} error={error}>
            <Textarea
              rows={4}
              maxLength={MILESTONE_LIMITS.messageMax}
              value={message}
              onChange={(e) => setMessage(e.target.value)}
              disabled={action.isPending}
            />
          </FormField>
          <fieldset className="grid gap-2" aria-describedby={list.length ? undefined : `${groupId}-none`}>
            <legend className="text-sm font-medium">{t("deliver.files")}</legend>
            {list.length === 0 ? (
              <p id={`${groupId}-none`} className="text-sm text-muted-foreground">
                {t("deliver.noFiles")}
              </p>
            ) : (
              list.map((f) => (
                <label key={f.id} className="flex min-w-0 items-center gap-2 text-sm">
                  <Checkbox
                    checked={picked.includes(f.id)}
                    onCheckedChange={(on) =>
                      setPicked((p) =>
                        (on ? [...p, f.id] : p.filter((x) => x !== f.id)).slice(0, MILESTONE_LIMITS.maxFiles),
                      )
                    }
                  />
                  <span className="truncate">{f.name}</span>
                </label>
              ))
            )}
          </fieldset>
          <DialogFormFooter
            cancelLabel={t("cancel")}
            onCancel={() => setOpen(false)}
            submitLabel={t("deliver.submit")}
            pendingLabel={t("sending")}
            pending={action.isPending}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
