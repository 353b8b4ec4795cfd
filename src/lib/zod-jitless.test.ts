import "./zod-jitless";
import { config } from "zod/v4/core";
import { z } from "zod";

it("turns zod's compiled parsers off, so that no `new Function` probe trips the CSP", () => {
  expect(config().jitless).toBe(true);
  const probe = vi.spyOn(globalThis, "Function");
  expect(z.object({ email: z.string() }).parse({ email: "a@b.co" })).toEqual({ email: "a@b.co" });
  expect(probe).not.toHaveBeenCalled();
});
