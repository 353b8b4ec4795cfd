import { useTranslation } from "react-i18next";
import { CONVERSATION_KINDS } from "@common/chat";
import { cn } from "@/lib/cn";
import type { InboxKindFilter, InboxStatusFilter } from "../../api/inbox";

const KINDS = ["all", ...CONVERSATION_KINDS] as const;
const STATUSES = ["open", "closed"] as const;

const toggle = (active: boolean) =>
  cn(
    "rounded-md px-2.5 py-1.5 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-ring",
    active ? "bg-primary/15 text-foreground ring-1 ring-primary/30" : "text-muted-foreground hover:text-foreground",
  );

/** Which conversations the list shows: a kind (all, chats, callbacks, contact messages) and open or closed ones. */
export function InboxFilters({
  kind,
  status,
  onChange,
}: {
  kind: InboxKindFilter;
  status: InboxStatusFilter;
  onChange: (patch: { kind?: InboxKindFilter; status?: InboxStatusFilter }) => void;
}) {
  const { t } = useTranslation("admin");
  return (
    <div className="flex flex-wrap items-center gap-2">
      <div role="group" aria-label={t("inbox.kindFilter")} className="flex flex-wrap gap-1 rounded-lg border p-1">
        {KINDS.map((k) => (
          <button
            key={k}
            type="button"
            aria-pressed={kind === k}
            className={toggle(kind === k)}
            onClick={() => onChange({ kind: k })}
          >
            {t(`inbox.kinds.${k}`)}
          </button>
        ))}
      </div>
      <div role="group" aria-label={t("inbox.statusFilter")} className="flex gap-1 rounded-lg border p-1">
        {STATUSES.map((s) => (
          <button
            key={s}
            type="button"
            aria-pressed={status === s}
            className={toggle(status === s)}
            onClick={() => onChange({ status: s })}
          >
            {t(`inbox.statuses.${s}`)}
          </button>
        ))}
      </div>
    </div>
  );
}
