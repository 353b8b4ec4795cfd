import { count, gte, sql } from "drizzle-orm";
import { moneyLines } from "@common/admin";
import type { Db } from "../../db/client";
import { contactMessages, newsletterSubscribers, orders } from "../../db/schema";
import { revenuePerDay } from "../billing/figures";
import { dayWindow, fillDays, localDay } from "./buckets";

/**
 * Orders, revenue (payments received net of credit notes), contact messages and newsletter signups per day over a
 * period, with the conversion ratios. Revenue is per currency: `currencies` lists those with revenue in the period
 * (USD first; USD alone when there was none), each day's `revenue` has one line per such currency (zero included,
 * so a chart has one series per currency) and `totals.revenue` one line per currency.
 */
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
  const sums = new Map<string, number>();
  for (const row of revenueRows) sums.set(row.currency, (sums.get(row.currency) ?? 0) + row.cents);
  const revenue = moneyLines(sums);
  const currencies = revenue.map((l) => l.currency);
  const perDay = new Map(revenueRows.map((row) => [`${row.day} ${row.currency}`, row.cents]));
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
    revenue: currencies.map((currency) => ({ currency, cents: perDay.get(`${row.day} ${currency}`) ?? 0 })),
    messages: m[i]!.messages,
    signups: s[i]!.signups,
  }));
  const totals = series.reduce(
    (t, r) => ({
      orders: t.orders + r.orders,
      messages: t.messages + r.messages,
      signups: t.signups + r.signups,
    }),
    { orders: 0, messages: 0, signups: 0 },
  );
  return {
    days,
    currencies,
    series,
    totals: { ...totals, revenue },
    /** Orders per contact message and per newsletter signup; null when there was none to divide by. */
    conversion: {
      perMessage: totals.messages ? totals.orders / totals.messages : null,
      perSignup: totals.signups ? totals.orders / totals.signups : null,
    },
  };
}
