import * as megaphone from "lucide-react/icons/megaphone";
import * as users from "lucide-react/icons/users";
import * as shoppingCart from "lucide-react/icons/shopping-cart";
// lucide-react 1.x draws `Music` and `Building2` from these modules (the old names only re-export the component).
import * as music from "lucide-react/icons/eighth-notes";
import * as monitorPlay from "lucide-react/icons/monitor-play";
import * as landmark from "lucide-react/icons/landmark";
import * as building2 from "lucide-react/icons/building-complex";
import * as shieldCheck from "lucide-react/icons/shield-check";
import * as newspaper from "lucide-react/icons/newspaper";
import * as sparkles from "lucide-react/icons/sparkles";
import * as rocket from "lucide-react/icons/rocket";
import * as trendingUp from "lucide-react/icons/trending-up";
import * as star from "lucide-react/icons/star";
import * as globe from "lucide-react/icons/globe";
import * as mic from "lucide-react/icons/mic";
import * as camera from "lucide-react/icons/camera";
import * as messageCircle from "lucide-react/icons/message-circle";
import * as target from "lucide-react/icons/target";
import * as zap from "lucide-react/icons/zap";
import * as award from "lucide-react/icons/award";
import type { ServiceIconId, SvgNode } from "@common/service-style";

/**
 * The SVG data of the icons staff can give a service (issue 39), for the server, which embeds a chosen icon's data in
 * the pages (SiteData.serviceStyles). Server-only: each lucide-react icon module exports its component and its data
 * (name and SVG children), and a namespace import of the shipped icons in the client build split them out of the
 * entry chunk (the admin's picker takes the components in src/features/admin/components/service-icons.ts).
 */
type IconModule = { default: unknown };
const MODULES: Record<ServiceIconId, IconModule> = {
  megaphone,
  users,
  "shopping-cart": shoppingCart,
  music,
  "monitor-play": monitorPlay,
  landmark,
  "building-2": building2,
  "shield-check": shieldCheck,
  newspaper,
  sparkles,
  rocket,
  "trending-up": trendingUp,
  star,
  globe,
  mic,
  camera,
  "message-circle": messageCircle,
  target,
  zap,
  award,
};

/** An icon's lucide name, SVG children and old names as lucide-react ships them (what `createLucideIcon` draws). */
export function serviceIconData(id: ServiceIconId): { name: string; node: SvgNode[]; aliases?: string[] } {
  const data = (MODULES[id] as unknown as { __iconData?: { name?: string; node?: SvgNode[]; aliases?: string[] } })
    .__iconData;
  if (typeof data?.name !== "string" || !Array.isArray(data.node)) {
    throw new Error(`lucide-react has no SVG data for the icon "${id}"`);
  }
  // The old names are classes of the drawn icon too ("lucide-music" beside "lucide-eighth-notes").
  return { name: data.name, node: data.node, ...(data.aliases?.length ? { aliases: data.aliases } : {}) };
}
