import { count, gte, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { contactMessages, newsletterSubscribers, orders } from "../../db/schema";
import { revenuePerDay } from "../billing/figures";
import { dayWindow, fillDays, localDay } from "./buckets";

/** Orders, revenue (payments received), contact messages and newsletter signups per day over a period, with the conversion ratios. */
export async function analytics(db: Db, days: number, tz: number, now = new Date()) {
  const { keys, start } = dayWindow(days, tz, now);
  const [orderRows, revenueRows, messageRows, signupRows] = await Promise.all([
    db
      .select({ day: localDay(orders.createdAt, tz), orders: count() })
      .from(orders)
      .where(gte(orders.createdAt, start))
      .groupBy(sql`1`),
    revenuePerDay(db, keys[0]!, keys[keys.length - 1]!),
    db
      .select({ day: localDay(contactMessages.createdAt, tz), messages: count() })
      .from(contactMessages)
      .where(gte(contactMessages.createdAt, start))
      .groupBy(sql`1`),
    db
      .select({ day: localDay(newsletterSubscribers.createdAt, tz), signups: count() })
      .from(newsletterSubscribers)
      .where(gte(newsletterSubscribers.createdAt, start))
      .groupBy(sql`1`),
  ]);
  const o = fillDays(
    keys,
    orderRows.map((r) => ({ day: r.day, orders: Number(r.orders) })),
    ["orders"],
  );
  const r = fillDays(keys, revenueRows, ["revenueCents"]);
  const m = fillDays(
    keys,
    messageRows.map((r) => ({ day: r.day, messages: Number(r.messages) })),
    ["messages"],
  );
  const s = fillDays(
    keys,
    signupRows.map((r) => ({ day: r.day, signups: Number(r.signups) })),
    ["signups"],
  );
  const series = o.map((row, i) => ({
    ...row,
    revenueCents: r[i]!.revenueCents,
    messages: m[i]!.messages,
    signups: s[i]!.signups,
  }));
  const totals = series.reduce(
    (t, r) => ({
      orders: t.orders + r.orders,
      revenueCents: t.revenueCents + r.revenueCents,
      messages: t.messages + r.messages,
      signups: t.signups + r.signups,
    }),
    { orders: 0, revenueCents: 0, messages: 0, signups: 0 },
  );
  return {
    days,
    series,
    totals,
    /** Orders per contact message and per newsletter signup; null when there was none to divide by. */
    conversion: {
      perMessage: totals.messages ? totals.orders / totals.messages : null,
      perSignup: totals.signups ? totals.orders / totals.signups : null,
    },
  };
}
