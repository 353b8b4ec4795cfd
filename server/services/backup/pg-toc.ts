/**
 * What a PostgreSQL dump may hold to be restored: the product's own schema and nothing else. `pg_restore --list`
 * prints one line per entry of the dump's table of contents:
 *
 *     3700; 2620 17111 TRIGGER public credit_notes credit_notes_immutable postgres
 *
 * (dump id; catalog oid, object oid, kind, schema, name, owner). A dump of this product holds the public schema's
 * tables, their data, sequences, indexes, constraints, defaults, functions and triggers, drizzle's own schema and
 * table, and the pg_trgm extension. Anything else (another schema, another extension, a language, an event trigger,
 * a foreign server, a publication, large objects, ownership or grants) is refused before anything is restored.
 */
const SCHEMAS = new Set(["public", "drizzle"]);

/** Kinds of entries that live in a schema, longest first (a kind may be the start of another). */
const IN_SCHEMA = [
  "MATERIALIZED VIEW DATA",
  "SEQUENCE OWNED BY",
  "MATERIALIZED VIEW",
  "FK CONSTRAINT",
  "INDEX ATTACH",
  "SEQUENCE SET",
  "ROW SECURITY",
  "TABLE DATA",
  "CONSTRAINT",
  "PROCEDURE",
  "FUNCTION",
  "SEQUENCE",
  "TRIGGER",
  "DEFAULT",
  "DOMAIN",
  "POLICY",
  "INDEX",
  "TABLE",
  "TYPE",
  "VIEW",
];

/** Entries outside any schema that a dump of this product holds: exactly these (kind, schema "-", name). */
const GLOBAL = new Set(["SCHEMA - drizzle", "EXTENSION - pg_trgm", "COMMENT - EXTENSION pg_trgm"]);

/** The lines of `pg_restore --list` output that name something other than the product's own schema. */
export function foreignEntries(list: string): string[] {
  const foreign: string[] = [];
  for (const line of list.split("\n")) {
    const trimmed = line.trim();
    if (trimmed === "" || trimmed.startsWith(";")) continue;
    const entry = /^\d+;\s+\d+\s+\d+\s+(.*)$/.exec(trimmed);
    if (!entry) {
      foreign.push(trimmed);
      continue;
    }
    const rest = entry[1]!;
    if ([...GLOBAL].some((g) => rest === g || rest.startsWith(`${g} `))) continue;
    const kind = IN_SCHEMA.find((k) => rest.startsWith(`${k} `));
    const schema = kind ? rest.slice(kind.length + 1).split(" ")[0] : undefined;
    if (!kind || !schema || !SCHEMAS.has(schema)) foreign.push(trimmed);
  }
  return foreign;
}
