import { act, render, screen } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { REGION_COOKIE } from "@common/regions";
import { forgetRegion, getRegion, readRegionCookie, regionCookie, setRegion, useRegion } from "./region-store";

function clearCookie() {
  document.cookie = `${REGION_COOKIE}=; Path=/; Max-Age=0`;
  forgetRegion();
}

afterEach(clearCookie);

function Shown() {
  return <p>{useRegion() ?? "none"}</p>;
}

describe("the region cookie", () => {
  it("is the contract's cookie: a year, the whole site, SameSite=Lax", () => {
    expect(regionCookie("eu")).toBe("umbra_region=eu; Path=/; Max-Age=31536000; SameSite=Lax");
  });

  it("reads back what it wrote, among other cookies, and ignores a region it does not know", () => {
    expect(readRegionCookie("theme=dark; umbra_region=as; lang=de")).toBe("as");
    expect(readRegionCookie("umbra_region=mars")).toBeNull();
    expect(readRegionCookie("")).toBeNull();
  });

  it("remembers a choice across a reload (a new read of document.cookie)", () => {
    expect(getRegion()).toBeNull();
    setRegion("oc");
    expect(document.cookie).toContain("umbra_region=oc");
    forgetRegion(); // what a reload does: the module starts again from the cookie
    expect(getRegion()).toBe("oc");
  });
});

describe("useRegion and prerendered HTML", () => {
  it("renders no region on the server even with a cookie, hydrates that, then switches to the cookie's region", async () => {
    document.cookie = regionCookie("eu");
    forgetRegion();
    const html = renderToString(<Shown />);
    expect(html).toBe("<p>none</p>");

    const container = document.createElement("div");
    container.innerHTML = html;
    document.body.append(container);
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, <Shown />, { onRecoverableError: (e) => errors.push(e) });
    });
    expect(errors).toEqual([]); // no hydration mismatch
    expect(container.textContent).toBe("eu");
    container.remove();
  });

  it("follows a choice made elsewhere on the page (the header's and the drawer's selectors)", () => {
    render(<Shown />);
    expect(screen.getByText("none")).toBeInTheDocument();
    act(() => setRegion("sa"));
    expect(screen.getByText("sa")).toBeInTheDocument();
  });
});
