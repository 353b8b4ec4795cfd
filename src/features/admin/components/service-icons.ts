import {
  Award,
  Building2,
  Camera,
  Globe,
  Landmark,
  Megaphone,
  MessageCircle,
  Mic,
  MonitorPlay,
  Music,
  Newspaper,
  Rocket,
  ShieldCheck,
  ShoppingCart,
  Sparkles,
  Star,
  Target,
  TrendingUp,
  Users,
  Zap,
  type LucideIcon,
} from "lucide-react";
import type { ServiceIconId } from "@common/service-style";

/**
 * The icons staff can give a service (issue 39), for the picker: the admin chunk's. The server embeds a chosen one's
 * SVG data from server/services/service-icon-data.ts (the same lucide-react icons; a test compares them).
 */
export const SERVICE_ICON_COMPONENTS: Record<ServiceIconId, LucideIcon> = {
  megaphone: Megaphone,
  users: Users,
  "shopping-cart": ShoppingCart,
  music: Music,
  "monitor-play": MonitorPlay,
  landmark: Landmark,
  "building-2": Building2,
  "shield-check": ShieldCheck,
  newspaper: Newspaper,
  sparkles: Sparkles,
  rocket: Rocket,
  "trending-up": TrendingUp,
  star: Star,
  globe: Globe,
  mic: Mic,
  camera: Camera,
  "message-circle": MessageCircle,
  target: Target,
  zap: Zap,
  award: Award,
};
