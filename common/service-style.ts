import type { ServiceId } from "./catalog";

/**
 * Each service's icon and colour (issue 39): staff pick an icon from a curated set of lucide icons and a colour from
 * gradient presets. The shipped pair of every service is its default; only a different choice is stored. (No zod and
 * no icons here: the public pages get a chosen icon's SVG data and a preset's classes from the page's site data, so
 * neither the set nor the palette is in their bundle; the schema is in ./service-layout-schema, the icons' data in
 * server/services/service-icon-data.ts.)
 */

/** lucide icon names (kebab-case, as lucide-react/icons/<name>): the ten shipped ones first. */
export const SERVICE_ICON_IDS = [
  "megaphone",
  "users",
  "shopping-cart",
  "music",
  "monitor-play",
  "landmark",
  "building-2",
  "shield-check",
  "newspaper",
  "sparkles",
  "rocket",
  "trending-up",
  "star",
  "globe",
  "mic",
  "camera",
  "message-circle",
  "target",
  "zap",
  "award",
] as const;
export type ServiceIconId = (typeof SERVICE_ICON_IDS)[number];

/**
 * The colour presets: Tailwind gradient stops used with `bg-linear-to-*`, written out whole so the build generates
 * their CSS. The ten shipped ones first.
 */
export const SERVICE_GRADIENTS = {
  violet: "from-violet-500 to-fuchsia-500",
  pink: "from-pink-500 to-rose-500",
  amber: "from-amber-500 to-orange-600",
  emerald: "from-emerald-500 to-teal-500",
  red: "from-red-500 to-rose-600",
  blue: "from-blue-600 to-indigo-600",
  sky: "from-sky-500 to-cyan-500",
  indigo: "from-indigo-500 to-violet-600",
  slate: "from-slate-500 to-zinc-600",
  spectrum: "from-fuchsia-500 via-purple-500 to-cyan-500",
  lime: "from-lime-500 to-green-600",
  gold: "from-yellow-500 to-amber-600",
} as const;
export type ServiceGradientId = keyof typeof SERVICE_GRADIENTS;
export const SERVICE_GRADIENT_IDS = Object.keys(SERVICE_GRADIENTS) as ServiceGradientId[];

export const isServiceIconId = (v: unknown): v is ServiceIconId => (SERVICE_ICON_IDS as readonly unknown[]).includes(v);
export const isServiceGradientId = (v: unknown): v is ServiceGradientId =>
  typeof v === "string" && Object.hasOwn(SERVICE_GRADIENTS, v);

/** What each service shipped with (src/content/services.ts draws these without any site data). */
export const DEFAULT_SERVICE_STYLES: Record<ServiceId, { icon: ServiceIconId; gradient: ServiceGradientId }> = {
  shilling: { icon: "megaphone", gradient: "violet" },
  influencer: { icon: "users", gradient: "pink" },
  amazon: { icon: "shopping-cart", gradient: "amber" },
  music: { icon: "music", gradient: "emerald" },
  youtube: { icon: "monitor-play", gradient: "red" },
  political: { icon: "landmark", gradient: "blue" },
  business: { icon: "building-2", gradient: "sky" },
  reputation: { icon: "shield-check", gradient: "indigo" },
  press: { icon: "newspaper", gradient: "slate" },
  custom: { icon: "sparkles", gradient: "spectrum" },
};

/** An SVG child of a lucide icon: its tag and attributes (lucide's icon node). */
export type SvgNode = [tag: string, attributes: Record<string, string | number>];

/**
 * What a page embeds as `SiteData.serviceStyles`: per service whose look staff changed, the chosen icon (lucide's
 * name and SVG children, to be drawn by lucide's Icon) and the preset's classes. Absent for services as shipped.
 */
export type ServiceLooks = Partial<
  Record<ServiceId, { icon?: { name: string; node: SvgNode[]; aliases?: string[] }; gradient?: string }>
>;
