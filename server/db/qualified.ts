import { getTableName, sql, type Column, type SQL } from "drizzle-orm";

/**
 * A column named with its table (`"payments"."id"`) whatever the query: Drizzle writes the fields of a select
 * from one table without it, and inside a correlated subquery a bare name is the subquery's own column first
 * (`(select … from refunds r where r.payment_id = "id")` compared a refund with itself). Every reference from a
 * subquery to the row outside it goes through this.
 */
export const qualified = (column: Column): SQL =>
  sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;
