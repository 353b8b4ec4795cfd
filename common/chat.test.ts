import { describe, expect, it } from "vitest";
import { businessHoursSchema, chatMessageSchema, isWithinHours, nextOpening } from "./chat";
import { callbackSchema } from "./chat-callback";

const berlin = businessHoursSchema.parse({
  timeZone: "Europe/Berlin",
  days: [1, 2, 3, 4, 5],
  start: "09:00",
  end: "17:00",
});

describe("business hours", () => {
  it("knows inside from outside in the team's time zone", () => {
    // Thursday 2026-11-26: 09:30 in Berlin is 08:30 UTC.
    expect(isWithinHours(berlin, new Date("2026-11-26T08:30:00Z"))).toBe(true);
    expect(isWithinHours(berlin, new Date("2026-11-26T07:59:00Z"))).toBe(false);
    expect(isWithinHours(berlin, new Date("2026-11-26T16:00:00Z"))).toBe(false); // 17:00 local: closed
    expect(isWithinHours(berlin, new Date("2026-11-28T10:00:00Z"))).toBe(false); // Saturday
  });

  it("finds the next opening: later today, tomorrow, after the weekend, across a DST change", () => {
    expect(nextOpening(berlin, new Date("2026-11-26T06:00:00Z"))?.toISOString()).toBe("2026-11-26T08:00:00.000Z");
    expect(nextOpening(berlin, new Date("2026-11-26T18:00:00Z"))?.toISOString()).toBe("2026-11-27T08:00:00.000Z");
    expect(nextOpening(berlin, new Date("2026-11-27T17:00:00Z"))?.toISOString()).toBe("2026-11-30T08:00:00.000Z");
    // Summer time begins on Sunday 2026-03-29: Monday's 09:00 is 07:00 UTC.
    expect(nextOpening(berlin, new Date("2026-03-27T17:00:00Z"))?.toISOString()).toBe("2026-03-30T07:00:00.000Z");
    const tokyo = { ...berlin, timeZone: "Asia/Tokyo", start: "10:00", end: "10:30" };
    expect(nextOpening(tokyo, new Date("2026-11-26T01:10:00Z"))?.toISOString()).toBe("2026-11-27T01:00:00.000Z");
    expect(nextOpening({ ...berlin, days: [] }, new Date())).toBeNull();
  });

  it("refuses an unknown time zone and an end before the start", () => {
    expect(businessHoursSchema.safeParse({ ...berlin, timeZone: "Mars/Olympus" }).success).toBe(false);
    expect(businessHoursSchema.safeParse({ ...berlin, start: "18:00" }).success).toBe(false);
  });
});

describe("chat input", () => {
  it("takes 2,000 characters, not 2,001, and no blank message", () => {
    expect(chatMessageSchema.safeParse({ body: "x".repeat(2000) }).success).toBe(true);
    expect(chatMessageSchema.safeParse({ body: "x".repeat(2001) }).success).toBe(false);
    expect(chatMessageSchema.safeParse({ body: "  \n " }).success).toBe(false);
    expect(chatMessageSchema.safeParse({ body: "hi", email: "not-an-address" }).success).toBe(false);
  });

  it("checks a callback's phone number against its country", () => {
    const ok = { country: "US", phone: "+1 201 555 0123", preferredTime: "asap" };
    expect(callbackSchema.safeParse(ok).success).toBe(true);
    expect(callbackSchema.safeParse({ ...ok, country: "DE", phone: "030 1234567" }).success).toBe(true);
    expect(callbackSchema.safeParse({ ...ok, phone: "123" }).success).toBe(false);
    expect(callbackSchema.safeParse({ ...ok, country: "XX" }).success).toBe(false);
    expect(callbackSchema.safeParse({ ...ok, preferredTime: "midnight" }).success).toBe(false);
  });
});
