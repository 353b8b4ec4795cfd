import { describe, expect, it } from "vitest";
import { businessDeadline, dateIn, refundQuote } from "./refund-policy";

const now = new Date("2026-11-26T12:00:00Z");
const ago = (ms: number) => new Date(now.getTime() - ms);
const H = 3_600_000;

describe("refundQuote", () => {
  it("gives back what was paid minus 10 % before the work starts, rounded down to the cent", () => {
    expect(refundQuote({ paidCents: 10_001, startedAt: null, progressPercent: 0, now })).toEqual({
      tier: "not_started",
      paidCents: 10_001,
      refundCents: 9_001,
    });
  });
  it("75 % up to 48 hours after the start, then staff decide", () => {
    expect(refundQuote({ paidCents: 10_000, startedAt: ago(48 * H), progressPercent: 0, now }).refundCents).toBe(7_500);
    expect(refundQuote({ paidCents: 10_000, startedAt: ago(48 * H + 1), progressPercent: 0, now })).toEqual({
      tier: "staff_decides",
      paidCents: 10_000,
      refundCents: null,
    });
  });
  it("nothing from 50 % of the work, whenever it started; nothing paid is nothing to refund", () => {
    expect(refundQuote({ paidCents: 10_000, startedAt: ago(H), progressPercent: 50, now }).tier).toBe("half_done");
    expect(refundQuote({ paidCents: 10_000, startedAt: ago(H), progressPercent: 49, now }).tier).toBe("within_48h");
    expect(refundQuote({ paidCents: 0, startedAt: null, progressPercent: 0, now }).tier).toBe("nothing_paid");
  });
});

describe("businessDeadline", () => {
  it("counts 3 business days in the seller's time zone, skipping weekends", () => {
    // Thursday 26 Nov → Tuesday 1 Dec.
    expect(businessDeadline(now, "UTC")).toBe("2026-12-01");
    // Friday 23:30 UTC is already Saturday in Tokyo: Monday, Tuesday, Wednesday.
    const friday = new Date("2026-11-27T23:30:00Z");
    expect(dateIn(friday, "Asia/Tokyo")).toBe("2026-11-28");
    expect(businessDeadline(friday, "Asia/Tokyo")).toBe("2026-12-02");
    expect(businessDeadline(friday, "UTC")).toBe("2026-12-02");
    // Monday → Thursday.
    expect(businessDeadline(new Date("2026-11-30T09:00:00Z"), "Europe/Berlin")).toBe("2026-12-03");
  });
});
