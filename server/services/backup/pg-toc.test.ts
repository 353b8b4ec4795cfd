import { describe, expect, it } from "vitest";
import { foreignEntries } from "./pg-toc";

/** Lines of `pg_restore --list` for a dump of this product (PostgreSQL 15). */
const OWN = `;
; Archive created at 2026-12-01 20:36:26 UTC
;     Format: CUSTOM
;
7; 2615 16389 SCHEMA - drizzle postgres
2; 3079 16601 EXTENSION - pg_trgm
3903; 0 0 COMMENT - EXTENSION pg_trgm
269; 1255 16600 FUNCTION public has_role(text, text) postgres
3700; 2620 17111 TRIGGER public credit_notes credit_notes_immutable postgres
222; 1259 16390 TABLE drizzle __drizzle_migrations postgres
3904; 0 0 SEQUENCE OWNED BY drizzle __drizzle_migrations_id_seq postgres
3600; 2604 16394 DEFAULT drizzle __drizzle_migrations id postgres
3880; 0 16390 TABLE DATA drizzle __drizzle_migrations postgres
3910; 0 0 SEQUENCE SET drizzle __drizzle_migrations_id_seq postgres
3650; 2606 16398 CONSTRAINT public orders orders_pkey postgres
3750; 2606 16500 FK CONSTRAINT public orders orders_user_id_fkey postgres
3640; 1259 16600 INDEX public orders_code_idx postgres
`;

describe("a dump's table of contents", () => {
  it("of this product's schema holds nothing foreign", () => {
    expect(foreignEntries(OWN)).toEqual([]);
  });

  it.each([
    "9; 2615 20000 SCHEMA - extra postgres",
    "10; 1255 20001 FUNCTION extra f() postgres",
    "11; 3079 20002 EXTENSION - adminpack",
    "12; 3466 20003 EVENT TRIGGER - run_on_ddl postgres",
    "13; 2612 20004 PROCEDURAL LANGUAGE - plperlu postgres",
    "14; 1417 20005 SERVER - elsewhere postgres",
    "15; 0 0 ACL public TABLE orders postgres",
    "16; 6104 20006 PUBLICATION - pub postgres",
    "17; 2613 20007 BLOB - 20007 postgres",
    "18; 1262 20008 DATABASE - umbra postgres",
    "19; 0 0 COMMENT - SCHEMA public postgres",
    "garbage that is no entry",
  ])("refuses %s", (line) => {
    expect(foreignEntries(`${OWN}${line}\n`)).toEqual([line]);
  });
});
