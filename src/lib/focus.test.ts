import { afterEach, describe, expect, it } from "vitest";
import { focusElement, rescueFocus } from "./focus";

afterEach(() => document.body.replaceChildren());

describe("the focus rule", () => {
  it("focuses a heading without making it a tab stop", () => {
    document.body.innerHTML = "<main id='main'><h1>Title</h1></main>";
    const h1 = document.querySelector("h1")!;
    expect(focusElement(h1)).toBe(true);
    expect(document.activeElement).toBe(h1);
    expect(h1.getAttribute("tabindex")).toBe("-1");
  });

  it("sends focus that fell to <body> to the page's main heading, and leaves focus that is elsewhere alone", () => {
    document.body.innerHTML = "<main id='main'><h1>Title</h1><button>Go</button></main>";
    rescueFocus();
    expect(document.activeElement).toBe(document.querySelector("h1"));
    const button = document.querySelector("button")!;
    button.focus();
    rescueFocus();
    expect(document.activeElement).toBe(button);
  });

  it("prefers the given target while it is still on the page", () => {
    document.body.innerHTML = "<main id='main'><h1>Title</h1><h2>Step 2</h2></main>";
    const gone = document.createElement("h2");
    rescueFocus(gone);
    expect(document.activeElement).toBe(document.querySelector("h1"));
    (document.activeElement as HTMLElement).blur();
    rescueFocus(document.querySelector("h2"));
    expect(document.activeElement).toBe(document.querySelector("h2"));
  });
});
