import { describe, expect, it } from "vitest";
import { waitingTime } from "./waiting";

const now = Date.parse("2025-06-01T12:00:00Z");
const ago = (minutes: number) => new Date(now - minutes * 60_000).toISOString();

describe("waitingTime", () => {
  it("counts a short wait in minutes only", () => {
    expect(waitingTime("en", ago(0), now)).toBe("0 min");
    expect(waitingTime("en", ago(12), now)).toBe("12 min");
  });

  it("names the two largest units and drops a zero second one", () => {
    expect(waitingTime("en", ago(125), now)).toBe("2 hr 5 min");
    expect(waitingTime("en", ago(120), now)).toBe("2 hr");
    expect(waitingTime("en", ago(3 * 1440 + 4 * 60 + 9), now)).toBe("3 days 4 hr");
    expect(waitingTime("en", ago(1440 + 30), now)).toBe("1 day");
  });

  it("speaks the admin's language and never counts backwards", () => {
    expect(waitingTime("de", ago(12), now)).toBe("12 Min.");
    expect(waitingTime("en", new Date(now + 60_000).toISOString(), now)).toBe("0 min");
  });
});
