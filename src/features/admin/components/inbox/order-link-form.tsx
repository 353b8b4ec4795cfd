import { useId, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { conversationPatchSchema } from "@common/chat";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { ApiClientError } from "@/lib/api-client";
import { toast } from "@/lib/toast";
import { useUpdateConversation, type Conversation } from "../../api/inbox";

/** Links the conversation to an existing order by its code (ORD-000123); an empty field unlinks it. */
export function OrderLinkForm({ conversation: c }: { conversation: Conversation }) {
  const { t } = useTranslation("admin");
  const update = useUpdateConversation(c.id);
  const [code, setCode] = useState(c.orderCode ?? "");
  const [problem, setProblem] = useState<string | undefined>();
  const id = useId();
  // The field follows the saved link when it changes (this form, the create-order dialog, another admin).
  const [shown, setShown] = useState(c.orderCode);
  if (shown !== c.orderCode) {
    setShown(c.orderCode);
    setCode(c.orderCode ?? "");
  }

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const orderCode = code.trim().toUpperCase() || null;
    if (!conversationPatchSchema.safeParse({ orderCode }).success) {
      setProblem(t("inbox.actions.badCode"));
      return;
    }
    setProblem(undefined);
    try {
      await update.mutateAsync({ orderCode });
      toast.success(orderCode ? t("inbox.actions.linked", { code: orderCode }) : t("inbox.actions.unlinked"));
    } catch (err) {
      const unknown = err instanceof ApiClientError && err.fields?.orderCode === "unknown";
      setProblem(t(unknown ? "inbox.actions.unknownOrder" : "inbox.actions.failed"));
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="grid gap-2">
      <Label htmlFor={id}>{t("inbox.actions.linkOrder")}</Label>
      <div className="flex flex-wrap gap-2">
        <Input
          id={id}
          value={code}
          onChange={(e) => setCode(e.target.value)}
          autoComplete="off"
          spellCheck={false}
          maxLength={20}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-hint ${id}-error` : `${id}-hint`}
          className="min-w-0 flex-1 basis-40"
        />
        <Button type="submit" variant="outline" disabled={update.isPending}>
          {update.isPending ? t("inbox.actions.saving") : t("inbox.actions.link")}
        </Button>
      </div>
      <p id={`${id}-hint`} className="text-xs text-muted-foreground">
        {t("inbox.actions.linkOrderHint")}
      </p>
      {problem && (
        <p id={`${id}-error`} role="alert" className="text-sm text-destructive">
          {problem}
        </p>
      )}
    </form>
  );
}
