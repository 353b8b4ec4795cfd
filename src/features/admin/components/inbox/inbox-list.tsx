import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { paths } from "@/config/paths";
import { cn } from "@/lib/cn";
import type { InboxItem } from "../../api/inbox";
import { useAdminFormat } from "../../lib/format";
import { languageName, useNow, visitorLabel } from "../../lib/inbox";
import { waitingTime } from "../../lib/waiting";
import { KindLabel } from "./kind-label";

/** The conversations of the current filter, the longest waiting first; the open one is marked as current. */
export function InboxList({ items, selectedId }: { items: InboxItem[]; selectedId: string | undefined }) {
  const { t, i18n } = useTranslation("admin");
  const f = useAdminFormat();
  const { search } = useLocation();
  const now = useNow();

  const preview = (c: InboxItem) => {
    if (c.previewSender === "auto") return t("inbox.thread.auto");
    if (!c.preview) return c.previewSender === "visitor" ? t("inbox.thread.removed") : "";
    return c.previewSender === "staff" ? t("inbox.previewStaff", { text: c.preview }) : c.preview;
  };

  return (
    <ul aria-label={t("inbox.listLabel")} className="divide-y overflow-hidden rounded-xl border bg-card">
      {items.map((c) => {
        const current = c.id === selectedId;
        // Read as "name, kind, unread, waiting" with the preview as its description, not in the visual order.
        const part = (name: string) => `inbox-${c.id}-${name}`;
        return (
          <li key={c.id}>
            <Link
              to={{ pathname: paths.admin.inboxConversation(c.id), search }}
              aria-current={current ? "page" : undefined}
              aria-labelledby={[part("who"), part("kind"), c.staffUnread > 0 && part("unread"), part("when")]
                .filter(Boolean)
                .join(" ")}
              aria-describedby={part("preview")}
              data-conversation={c.id}
              className={cn(
                "grid min-w-0 gap-1 px-4 py-3 transition-colors focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring",
                current ? "bg-primary/15" : "hover:bg-accent/60",
              )}
            >
              <span className="flex min-w-0 items-center gap-2">
                <span id={part("kind")} className="flex min-w-0 items-center gap-2">
                  <KindLabel kind={c.kind} />
                  <span className="truncate text-xs text-muted-foreground">· {languageName(c.locale)}</span>
                </span>
                {c.staffUnread > 0 && (
                  <span className="ml-auto shrink-0 rounded-full bg-fuchsia-700 px-1.5 text-xs font-semibold tabular-nums text-white">
                    <span aria-hidden>{f.number(c.staffUnread)}</span>
                    <span id={part("unread")} className="sr-only">
                      {t("inbox.unread", { count: c.staffUnread })}
                    </span>
                  </span>
                )}
              </span>
              <span
                id={part("who")}
                className={cn("truncate text-sm", c.staffUnread > 0 ? "font-semibold" : "font-medium")}
              >
                {visitorLabel(c, t)}
              </span>
              <span id={part("preview")} className="line-clamp-2 break-words text-sm text-muted-foreground">
                {preview(c)}
              </span>
              <span id={part("when")} className="flex flex-wrap gap-x-2 text-xs text-muted-foreground">
                {c.waitingSince ? (
                  <span className="font-medium text-amber-300">
                    {t("inbox.waitingFor", { time: waitingTime(i18n.language, c.waitingSince, now) })}
                  </span>
                ) : (
                  <time dateTime={c.lastMessageAt}>{f.dateTime(c.lastMessageAt)}</time>
                )}
                <span>
                  · {c.assigneeName ? t("inbox.assignedTo", { name: c.assigneeName }) : t("inbox.unassigned")}
                </span>
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
