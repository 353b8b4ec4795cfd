import { describe, expect, it } from "vitest";
import { contactInputSchema } from "./contact";
import { newsletterInputSchema } from "./newsletter";
import { isDeadlineAllowed, orderGoalSchema, orderInputSchema } from "./order";

const order = {
  serviceId: "youtube",
  servicePlan: "enterprise",
  projectName: "Channel",
  projectGoals: [],
  contactName: "Ada",
  contactEmail: "ada@client.test",
};

describe("orderInputSchema", () => {
  it("fills defaults for the optional fields", () => {
    expect(orderInputSchema.parse(order)).toMatchObject({
      projectDescription: "",
      projectDeadline: null,
      contactPhone: "",
    });
  });

  it("refuses a tier that does not exist", () => {
    const r = orderInputSchema.safeParse({ ...order, servicePlan: "platinum" });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toBe("errors.plan");
  });
});

describe("isDeadlineAllowed", () => {
  const now = new Date("2026-03-10T12:00:00Z");
  it("allows today and later, and yesterday's UTC date for clients behind UTC", () => {
    expect(isDeadlineAllowed("2026-03-10", now)).toBe(true);
    expect(isDeadlineAllowed("2027-01-01", now)).toBe(true);
    expect(isDeadlineAllowed("2026-03-09", now)).toBe(true);
  });
  it("refuses dates before that", () => {
    expect(isDeadlineAllowed("2026-03-08", now)).toBe(false);
  });
});

describe("orderGoalSchema", () => {
  it("trims and refuses blank goals", () => {
    expect(orderGoalSchema.parse("  more fans ")).toBe("more fans");
    expect(orderGoalSchema.safeParse("   ").success).toBe(false);
  });
});

describe("contactInputSchema", () => {
  it("requires all four fields", () => {
    const r = contactInputSchema.safeParse({});
    expect(r.success).toBe(false);
    expect(new Set(r.error?.issues.map((i) => i.path[0]))).toEqual(new Set(["name", "email", "service", "message"]));
  });
});

describe("newsletterInputSchema", () => {
  it.each(["a@b.co", " a.b+c@d.example "])("accepts %s", (email) => {
    expect(newsletterInputSchema.safeParse({ email }).success).toBe(true);
  });
  it.each(["", "a@b", "a b@c.de", "nope"])("refuses %j with the spec's message key", (email) => {
    const r = newsletterInputSchema.safeParse({ email });
    expect(r.error?.issues[0]?.message).toBe("errors.email");
  });
});
