import { paths } from "@/config/paths";

/** The main navigation (spec §2 header labels), shared by the desktop header and the mobile drawer. */
export const NAV_ITEMS = [
  { to: paths.home, label: "nav.home", end: true },
  { to: paths.services, label: "nav.services", end: false },
  { to: paths.portfolio, label: "nav.portfolio", end: false },
  { to: paths.pricing, label: "nav.pricing", end: false },
  { to: paths.about, label: "nav.about", end: false },
  { to: paths.contact, label: "nav.contact", end: false },
] as const;
