import { createLucideIcon, type LucideIcon } from "lucide-react";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { SERVICE_ICON_IDS } from "@common/service-style";
import { SERVICE_STYLES } from "@/content/services";
import { SERVICE_ICON_COMPONENTS } from "@/features/admin/components/service-icons";
import { DEFAULT_SERVICE_STYLES } from "@common/service-style";
import { SERVICE_IDS } from "@common/catalog";
import { serviceIconData } from "./service-icon-data";

const markup = (icon: LucideIcon) => renderToStaticMarkup(createElement(icon, { className: "x" }));

describe("the services' icon set", () => {
  it("the SVG data a page carries draws each icon as the picker shows it", () => {
    for (const id of SERVICE_ICON_IDS) {
      const { name, node, aliases } = serviceIconData(id);
      expect(markup(createLucideIcon(name, node, aliases)), id).toBe(markup(SERVICE_ICON_COMPONENTS[id]));
    }
  });

  it("the shipped pairs name each service's shipped icon", () => {
    for (const id of SERVICE_IDS) {
      expect(markup(SERVICE_ICON_COMPONENTS[DEFAULT_SERVICE_STYLES[id].icon]), id).toBe(
        markup(SERVICE_STYLES[id].icon),
      );
    }
  });
});
