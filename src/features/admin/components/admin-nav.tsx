import {
  Activity,
  ArrowLeft,
  BarChart3,
  FileText,
  FolderKanban,
  Images,
  Inbox,
  LayoutDashboard,
  Layers,
  Mail,
  MessagesSquare,
  ReceiptText,
  Settings,
  ShoppingCart,
  Users,
  type LucideIcon,
} from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link, NavLink } from "react-router";
import { paths } from "@/config/paths";
import { cn } from "@/lib/cn";
import { useWaiting } from "../api/workspace";

const ITEMS: { to: string; label: string; icon: LucideIcon; end?: boolean }[] = [
  { to: paths.admin.dashboard, label: "nav.dashboard", icon: LayoutDashboard, end: true },
  { to: paths.admin.orders, label: "nav.orders", icon: ShoppingCart },
  { to: paths.admin.inbox, label: "nav.inbox", icon: MessagesSquare },
  { to: paths.admin.invoices, label: "invoices:nav", icon: ReceiptText },
  { to: paths.admin.users, label: "nav.users", icon: Users },
  { to: paths.admin.services, label: "nav.services", icon: Layers },
  { to: paths.admin.content, label: "admin-content:nav", icon: FileText },
  { to: paths.admin.media, label: "admin-media:nav", icon: Images },
  { to: paths.admin.projects, label: "nav.projects", icon: FolderKanban },
  { to: paths.admin.analytics, label: "nav.analytics", icon: BarChart3 },
  { to: paths.admin.performance, label: "nav.performance", icon: Activity },
  { to: paths.admin.settings, label: "nav.settings", icon: Settings },
  { to: paths.admin.messages, label: "nav.messages", icon: Inbox },
  { to: paths.admin.subscribers, label: "nav.subscribers", icon: Mail },
];

const SCREENS = [
  "orders",
  "inbox",
  "invoices",
  "users",
  "services",
  "projects",
  "analytics",
  "performance",
  "settings",
  "messages",
  "subscribers",
  "content",
  "media",
] as const;
export type AdminScreen = (typeof SCREENS)[number] | "dashboard";

/** Which admin screen a path shows (its locale keys: `<screen>.title`, `<screen>.description`). */
export function screenOf(pathname: string): AdminScreen {
  const segment = pathname.replace(/\/+$/, "").split("/")[2] ?? "";
  return (SCREENS as readonly string[]).includes(segment) ? (segment as AdminScreen) : "dashboard";
}

/** Screens whose texts live in a namespace of their own rather than in "admin". */
const OWN_NAMESPACE: Partial<Record<AdminScreen, string>> = {
  invoices: "invoices:page",
  content: "admin-content:page",
  media: "admin-media:page",
};

/** Where a screen's `title` and `description` keys are, for the admin namespace's `t`. */
export const screenKey = (screen: AdminScreen) => OWN_NAMESPACE[screen] ?? screen;

/** The admin area's entries (spec §2), the current one highlighted; used by the sidebar and the phone menu. */
function Count({ n, label, tone = "bg-primary" }: { n: number; label: string; tone?: string }) {
  if (!n) return null;
  return (
    <span className={cn("rounded-full px-1.5 text-xs font-semibold tabular-nums text-white", tone)}>
      <span aria-hidden>{n}</span>
      <span className="sr-only">{label}</span>
    </span>
  );
}

export function AdminNav({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation("admin");
  const waiting = useWaiting().data;
  const badges = (to: string) => {
    if (!waiting) return null;
    if (to === paths.admin.orders) {
      // One number: the orders in "Needs attention" (new orders nobody answered, clients waiting for a reply,
      // cancellation requests), the same as the list and the dashboard card.
      return (
        <Count
          n={waiting.needsAttention}
          label={t("waiting.attentionCount", { count: waiting.needsAttention })}
          tone="bg-amber-700"
        />
      );
    }
    if (to === paths.admin.inbox) {
      return (
        <Count
          n={waiting.inboxWaiting}
          label={t("waiting.inboxCount", { count: waiting.inboxWaiting })}
          tone="bg-violet-600"
        />
      );
    }
    if (to === paths.admin.messages) {
      return (
        <Count
          n={waiting.unhandledContact}
          label={t("waiting.contactCount", { count: waiting.unhandledContact })}
          tone="bg-sky-700"
        />
      );
    }
    return null;
  };
  const itemClass = "flex items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium transition-colors";
  return (
    <nav aria-label={t("nav.label")} className="flex flex-col gap-1">
      <ul className="flex flex-col gap-1">
        {ITEMS.map(({ to, label, icon: Icon, end }) => (
          <li key={to}>
            <NavLink
              to={to}
              end={end}
              onClick={onNavigate}
              className={({ isActive }) =>
                cn(
                  itemClass,
                  isActive
                    ? "bg-primary/15 text-foreground ring-1 ring-primary/30"
                    : "text-muted-foreground hover:bg-accent hover:text-foreground",
                )
              }
            >
              <Icon aria-hidden className="size-4 shrink-0" />
              {t(label)}
              <span className="ml-auto flex gap-1">{badges(to)}</span>
            </NavLink>
          </li>
        ))}
      </ul>
      <div className="mt-4 border-t pt-4">
        <Link
          to={paths.home}
          onClick={onNavigate}
          className={cn(itemClass, "text-muted-foreground hover:bg-accent hover:text-foreground")}
        >
          <ArrowLeft aria-hidden className="size-4 shrink-0" />
          {t("nav.backToSite")}
        </Link>
      </div>
    </nav>
  );
}
