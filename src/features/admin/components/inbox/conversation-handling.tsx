import { useState } from "react";
import { useTranslation } from "react-i18next";
import { CALLBACK_OUTCOMES, type CallbackOutcome, type ConversationPatch } from "@common/chat";
import { FormField } from "@/components/ui/form-field";
import { toast } from "@/lib/toast";
import { useUpdateConversation, type Conversation } from "../../api/inbox";
import { useStaff } from "../../api/workspace";
import { OrderLinkForm } from "./order-link-form";

const NONE = "";
export const selectClass =
  "h-10 w-full min-w-0 truncate rounded-md border border-input bg-background px-3 text-sm focus-visible:outline-2 focus-visible:outline-ring";

/** Who looks after the conversation, a callback's outcome, and the order it belongs to; each saved when changed. */
export function ConversationHandling({ conversation: c }: { conversation: Conversation }) {
  const { t } = useTranslation("admin");
  const staff = useStaff();
  const update = useUpdateConversation(c.id);
  const [saving, setSaving] = useState<keyof ConversationPatch | null>(null);

  const save = (patch: ConversationPatch, done: string) => {
    setSaving(Object.keys(patch)[0] as keyof ConversationPatch);
    update.mutate(patch, {
      onSuccess: () => toast.success(done),
      onError: () => toast.error(t("inbox.actions.failed")),
      onSettled: () => setSaving(null),
    });
  };

  return (
    <div className="grid gap-4">
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <FormField label={t("inbox.actions.assignee")}>
          <select
            value={c.assigneeId ?? NONE}
            aria-busy={saving === "assigneeId" || undefined}
            onChange={(e) => save({ assigneeId: e.target.value || null }, t("inbox.actions.assigned"))}
            className={selectClass}
          >
            <option value={NONE}>{t("inbox.unassigned")}</option>
            {/* The saved assignee stays choosable while the staff list loads (or after they left the staff). */}
            {c.assigneeId && !staff.data?.some((s) => s.id === c.assigneeId) && (
              <option value={c.assigneeId}>{c.assigneeName ?? c.assigneeId}</option>
            )}
            {staff.data?.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name} ({s.email})
              </option>
            ))}
          </select>
        </FormField>
        {c.kind === "callback" && (
          <FormField label={t("inbox.actions.outcome")}>
            <select
              value={c.outcome ?? NONE}
              aria-busy={saving === "outcome" || undefined}
              onChange={(e) =>
                save({ outcome: (e.target.value || null) as CallbackOutcome | null }, t("inbox.actions.outcomeSaved"))
              }
              className={selectClass}
            >
              <option value={NONE}>{t("inbox.actions.outcomeNone")}</option>
              {CALLBACK_OUTCOMES.map((o) => (
                <option key={o} value={o}>
                  {t(`inbox.outcomes.${o}`)}
                </option>
              ))}
            </select>
          </FormField>
        )}
      </div>
      <OrderLinkForm conversation={c} />
    </div>
  );
}
