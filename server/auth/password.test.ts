import { hashPassword as betterAuthHash, verifyPassword as betterAuthVerify } from "better-auth/crypto";
import { describe, expect, it } from "vitest";
import { hashPassword, verifyPassword } from "./password";

describe("password hashing with node:crypto scrypt", () => {
  it("verifies a hash made by better-auth's default", async () => {
    const hash = await betterAuthHash("Sup3r-secret! é");
    expect(await verifyPassword({ hash, password: "Sup3r-secret! é" })).toBe(true);
    expect(await verifyPassword({ hash, password: "Sup3r-secret! e" })).toBe(false);
  });

  it("makes hashes that better-auth's default verifies", async () => {
    const hash = await hashPassword("Sup3r-secret! é");
    expect(hash).toMatch(/^[0-9a-f]{32}:[0-9a-f]{128}$/);
    expect(await betterAuthVerify({ hash, password: "Sup3r-secret! é" })).toBe(true);
    expect(await betterAuthVerify({ hash, password: "wrong" })).toBe(false);
  });

  it("normalises like better-auth (NFKC)", async () => {
    const hash = await hashPassword("ﬁ"); // the ligature becomes "fi"
    expect(await verifyPassword({ hash, password: "fi" })).toBe(true);
  });

  it("refuses a malformed hash instead of throwing", async () => {
    expect(await verifyPassword({ hash: "nope", password: "x" })).toBe(false);
  });
});
