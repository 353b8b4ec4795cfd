import { describe, expect, it } from "vitest";
import { Metrics } from "./metrics";

const HOUR = 60 * 60 * 1000;

describe("Metrics", () => {
  it("keeps every sample of the last hour, oldest first, with its route, status and time", () => {
    const m = new Metrics();
    m.record("GET /api/a", 200, 12.3, 1_000);
    m.record("POST /api/b", 503, 0.5, 2_000);
    m.record("GET /api/a", 404, 7, 3_000);
    expect(m.recent(3_000)).toEqual([
      { at: 1_000, route: "GET /api/a", status: 200, ms: 12.3 },
      { at: 2_000, route: "POST /api/b", status: 503, ms: 0.5 },
      { at: 3_000, route: "GET /api/a", status: 404, ms: 7 },
    ]);
    expect(m.totalRequests).toBe(3);
    expect(m.totalErrors).toBe(1);
  });

  it("drops samples older than an hour, for good", () => {
    const m = new Metrics();
    m.record("GET /api/a", 200, 1, 0);
    m.record("GET /api/a", 200, 2, HOUR / 2);
    m.record("GET /api/a", 200, 3, HOUR);
    expect(m.recent(HOUR + HOUR / 4).map((s) => s.ms)).toEqual([2, 3]);
    expect(m.recent(HOUR * 2).map((s) => s.ms)).toEqual([3]);
    // A clock set back does not bring the dropped ones back.
    expect(m.recent(HOUR).map((s) => s.ms)).toEqual([3]);
    expect(m.totalRequests).toBe(3);
  });

  it("keeps the newest samples once full, overwriting the oldest", () => {
    const m = new Metrics(4);
    for (let i = 1; i <= 10; i++) m.record(`GET /api/${i % 3}`, 200, i, i);
    expect(m.recent(10).map((s) => [s.route, s.ms])).toEqual([
      ["GET /api/1", 7],
      ["GET /api/2", 8],
      ["GET /api/0", 9],
      ["GET /api/1", 10],
    ]);
    expect(m.totalRequests).toBe(10);
    // Once full, new samples still go on after the ones recent() left.
    m.record("GET /api/x", 200, 11, 11);
    expect(m.recent(11).map((s) => s.ms)).toEqual([8, 9, 10, 11]);
  });

  it("names routes past 65,535 distinct ones 'other' instead of growing without end", () => {
    const m = new Metrics(10);
    for (let i = 0; i < 0xffff + 2; i++) m.record(`GET /api/${i}`, 200, 1, 1);
    expect(
      m
        .recent(1)
        .map((s) => s.route)
        .slice(-3),
    ).toEqual(["GET /api/65534", "other", "other"]);
    expect(m.totalRequests).toBe(0xffff + 2);
  });
});
