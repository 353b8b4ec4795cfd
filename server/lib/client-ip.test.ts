import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { clientIp } from "./client-ip";

const app = (trustProxy: boolean) => new Hono().get("/", (c) => c.text(clientIp(c, trustProxy)));
const ip = async (trustProxy: boolean, xff?: string) =>
  (await app(trustProxy).request("/", { headers: xff ? { "x-forwarded-for": xff } : {} })).text();

describe("clientIp", () => {
  it("behind a trusted proxy takes the entry the proxy appended, not what the client claimed", async () => {
    expect(await ip(true, "6.6.6.6, 203.0.113.7")).toBe("203.0.113.7");
    expect(await ip(true, "203.0.113.7")).toBe("203.0.113.7");
  });

  it("ignores X-Forwarded-For unless the proxy is trusted", async () => {
    expect(await ip(false, "198.51.100.9")).toBe("unknown");
    expect(await ip(false)).toBe("unknown");
  });
});
