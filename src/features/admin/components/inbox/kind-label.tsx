import { MessageCircle, Mail, PhoneCall, type LucideIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { ConversationKind } from "@common/chat";
import { cn } from "@/lib/cn";

export const KIND_ICONS: Record<ConversationKind, LucideIcon> = {
  chat: MessageCircle,
  callback: PhoneCall,
  contact: Mail,
};

const KIND_TONES: Record<ConversationKind, string> = {
  chat: "text-violet-300",
  callback: "text-amber-300",
  contact: "text-sky-300",
};

/** A conversation's kind: its icon and its name (chat, callback, contact message). */
export function KindLabel({ kind, className }: { kind: ConversationKind; className?: string }) {
  const { t } = useTranslation("admin");
  const Icon = KIND_ICONS[kind];
  return (
    <span className={cn("inline-flex items-center gap-1.5 text-xs font-medium", KIND_TONES[kind], className)}>
      <Icon aria-hidden className="size-3.5 shrink-0" />
      {t(`inbox.kind.${kind}`)}
    </span>
  );
}
