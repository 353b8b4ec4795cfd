import { Inbox, MessageSquare, MessagesSquare, ShoppingCart, Undo2 } from "lucide-react";
import { useTranslation } from "react-i18next";
import { paths } from "@/config/paths";
import { useWaiting } from "../api/workspace";
import { useAdminFormat } from "../lib/format";
import { StatGrid } from "./stat-grid";

/**
 * What waits on staff: new orders, unread client messages, conversations in the inbox, unhandled contact messages,
 * cancellation requests to answer.
 */
export function WaitingCards() {
  const { t } = useTranslation("admin");
  const f = useAdminFormat();
  const w = useWaiting().data;
  return (
    <section aria-labelledby="waiting-title" className="grid gap-3">
      <h2 id="waiting-title" className="text-lg font-semibold tracking-tight">
        {t("waiting.title")}
      </h2>
      <StatGrid
        stats={[
          {
            to: `${paths.admin.orders}?view=attention`,
            label: t("waiting.attention"),
            value: w ? f.number(w.needsAttention) : null,
            hint: t("waiting.attentionHint"),
            icon: ShoppingCart,
            gradient: "from-yellow-500 to-amber-600",
          },
          {
            to: `${paths.admin.orders}?view=attention`,
            label: t("waiting.unreadMessages"),
            value: w ? f.number(w.unreadMessages) : null,
            hint: t("waiting.unreadMessagesHint"),
            icon: MessageSquare,
            gradient: "from-fuchsia-500 to-pink-600",
          },
          {
            to: paths.admin.inbox,
            label: t("waiting.inbox"),
            value: w ? f.number(w.inboxWaiting) : null,
            hint: w?.inboxUnread ? t("waiting.inboxUnreadHint", { count: w.inboxUnread }) : t("waiting.inboxHint"),
            icon: MessagesSquare,
            gradient: "from-violet-500 to-purple-600",
          },
          {
            to: paths.admin.messages,
            label: t("waiting.unhandledContact"),
            value: w ? f.number(w.unhandledContact) : null,
            hint: t("waiting.unhandledContactHint"),
            icon: Inbox,
            gradient: "from-cyan-500 to-sky-600",
          },
          {
            to: `${paths.admin.orders}?view=attention`,
            label: t("waiting.cancellations"),
            value: w ? f.number(w.cancellationsPending) : null,
            hint: t("waiting.cancellationsHint"),
            icon: Undo2,
            gradient: "from-rose-500 to-red-600",
          },
        ]}
      />
    </section>
  );
}
