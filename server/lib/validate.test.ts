import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { ApiError } from "./http-error";
import { jsonInput } from "./validate";

const app = new Hono();
app.onError((err, c) => (err instanceof ApiError ? c.json(err.toBody(), err.status) : c.json({ crash: true }, 500)));
app.post("/thing", jsonInput(z.object({ name: z.string().min(2, "Too short") })), (c) => c.json(c.req.valid("json")));

const post = (body: string, type = "application/json") =>
  app.request("/thing", { method: "POST", body, headers: { "content-type": type } });

describe("jsonInput", () => {
  it("accepts a valid body", async () => {
    const res = await post(JSON.stringify({ name: "Ada" }));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ name: "Ada" });
  });

  it("answers 400 MALFORMED_JSON for broken JSON", async () => {
    const res = await post("{ nope");
    expect(res.status).toBe(400);
    expect((await res.json()).error.code).toBe("MALFORMED_JSON");
  });

  it("answers 415 for another content type", async () => {
    const res = await post("name=Ada", "application/x-www-form-urlencoded");
    expect(res.status).toBe(415);
    expect((await res.json()).error.code).toBe("UNSUPPORTED_MEDIA_TYPE");
  });

  it("answers 400 with per-field messages for invalid input", async () => {
    const res = await post(JSON.stringify({ name: "A" }));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      error: { code: "VALIDATION_FAILED", message: expect.any(String), fields: { name: "Too short" } },
    });
  });
});
