import { describe, expect, it } from "vitest";
import { screenKey, screenOf } from "./admin-nav";

describe("screenOf", () => {
  it("names the admin screen of a path", () => {
    expect(screenOf("/admin")).toBe("dashboard");
    expect(screenOf("/admin/")).toBe("dashboard");
    expect(screenOf("/admin/orders")).toBe("orders");
    expect(screenOf("/admin/subscribers/")).toBe("subscribers");
    expect(screenOf("/admin/unknown")).toBe("dashboard");
    expect(screenOf("/admin/invoices")).toBe("invoices");
    expect(screenOf("/admin/inbox")).toBe("inbox");
    expect(screenOf("/admin/inbox/4f1c2a")).toBe("inbox");
    expect(screenOf("/admin/content")).toBe("content");
    expect(screenOf("/admin/content/faq%3Aitems")).toBe("content");
  });

  it("finds the invoices screen's texts in their own namespace", () => {
    expect(screenKey("invoices")).toBe("invoices:page");
    expect(screenKey("orders")).toBe("orders");
    expect(screenKey("content")).toBe("admin-content:page");
    expect(screenOf("/admin/media")).toBe("media");
    expect(screenKey("media")).toBe("admin-media:page");
  });
});
