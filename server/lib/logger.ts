import pino, { type DestinationStream } from "pino";

/** The header a request's id comes in (from a proxy) and goes out in. */
export const REQUEST_ID_HEADER = "x-request-id";

export const LOG_LEVELS = ["silent", "error", "warn", "info", "debug"] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/**
 * The server's logger: one JSON line per event (pino). Message first, then fields, as the call sites have
 * always written it. A request's lines carry its `reqId`: the request's own logger (`c.var.log`, made by
 * `forRequest`) is the one its handling logs with, down to the services it calls.
 */
export interface Logger {
  error(msg: string, fields?: Record<string, unknown>): void;
  warn(msg: string, fields?: Record<string, unknown>): void;
  info(msg: string, fields?: Record<string, unknown>): void;
  debug(msg: string, fields?: Record<string, unknown>): void;
  /** The level the logger writes from ("silent" writes nothing). */
  readonly level: LogLevel;
  /** The request id its lines carry, if it is a request's logger. */
  readonly reqId: string | undefined;
  /**
   * This logger with `reqId` on every line (none when the id is missing). The id is passed along explicitly:
   * an AsyncLocalStorage would carry it without help, but on Node 20 it puts a hook on every promise the
   * server makes, about a sixth of a small answer's time.
   */
  forRequest(reqId: string | null | undefined): Logger;
  /**
   * The request line every answer logs at info: the line `info("request", line)` writes, made straight from its
   * six fields (none of them can be a secret). Through pino it was about a twentieth of a small answer's time.
   */
  request(line: RequestLine): void;
}

export interface RequestLine {
  reqId: string;
  method: string;
  path: string;
  route: string;
  status: number;
  ms: number;
}

/** Field names whose values never reach a log line, at any depth up to REDACT_DEPTH (arrays count as a level). */
const SECRET_FIELDS = new Set(
  [
    "authorization",
    "cookie",
    "set-cookie",
    "password",
    "newPassword",
    "currentPassword",
    "token",
    "accessToken",
    "refreshToken",
    "idToken",
    "secret",
    "clientSecret",
  ].map((k) => k.toLowerCase()),
);
const REDACT_DEPTH = 4;
const CENSOR = "[redacted]";

/**
 * A line's fields with every secret field's value replaced, copying only what changes: a line without secrets
 * (the request line, nearly every line) is returned as it is, after a look at its few keys. pino's own
 * `redact` (fast-redact, with a wildcard path per field and level) cost a tenth of a request's time.
 */
export function redactSecrets<T>(value: T, depth = REDACT_DEPTH): T {
  if (depth === 0 || value === null || typeof value !== "object") return value;
  if (Array.isArray(value)) {
    let copy: unknown[] | null = null;
    value.forEach((item, i) => {
      const clean = redactSecrets(item, depth - 1);
      if (clean !== item) (copy ??= [...value])[i] = clean;
    });
    return (copy ?? value) as T;
  }
  if (value instanceof Error || value instanceof Date) return value;
  let copy: Record<string, unknown> | null = null;
  for (const key of Object.keys(value)) {
    const item = (value as Record<string, unknown>)[key];
    const clean = SECRET_FIELDS.has(key.toLowerCase()) ? CENSOR : redactSecrets(item, depth - 1);
    if (clean !== item) (copy ??= { ...(value as Record<string, unknown>) })[key] = clean;
  }
  return (copy ?? value) as T;
}

/** sonic-boom's own largest write. */
const PIECE_CHARS = 16 * 1024;

/**
 * stdout as pino writes to it: the lines of one turn of the event loop, written together when the turn ends, by
 * sonic-boom in one synchronous write (in pieces of at most 16 KB). A synchronous write a line was a sixteenth of
 * a request's time under load; sonic-boom's writes without waiting measured their whole pending text on every
 * line (`Buffer.byteLength`, as much as the line itself cost), and a write still under way in the thread pool
 * when the process exits could come out after the lines written at exit, or cut into them.
 */
class LinesOfATurn {
  private lines: string[] = [];
  constructor(private readonly out: ReturnType<typeof pino.destination>) {}

  write(line: string): boolean {
    if (this.lines.push(line) === 1) setImmediate(this.handOver);
    return true;
  }

  private readonly handOver = () => {
    const lines = this.lines;
    if (!lines.length) return;
    this.lines = [];
    let piece = "";
    for (const line of lines) {
      if (piece.length && piece.length + line.length > PIECE_CHARS) {
        this.out.write(piece);
        piece = "";
      }
      piece += line;
    }
    this.out.write(piece);
  };

  /** Everything logged so far, written before this returns (at exit). */
  flushSync() {
    this.handOver();
    this.out.flushSync();
  }
}

let stdout: LinesOfATurn | undefined;
process.on("exit", () => {
  try {
    stdout?.flushSync();
  } catch {
    // Nothing left to write, or stdout is gone.
  }
});

let stampedAt = 0;
let stamp = "";
/**
 * pino's `isoTime`, made once a millisecond: under load several lines share a millisecond, and formatting the date
 * was a fifth of what writing a request's line cost.
 */
function isoTime(): string {
  const now = Date.now();
  if (now !== stampedAt) {
    stampedAt = now;
    stamp = `,"time":"${new Date(now).toISOString()}"`;
  }
  return stamp;
}

/**
 * @param destination where the lines go; stdout by default (tests pass a stream to read them).
 */
export function createLogger(level: LogLevel = "info", destination?: DestinationStream): Logger {
  const log = pino(
    {
      level,
      base: undefined,
      timestamp: isoTime,
      formatters: { level: (label) => ({ level: label }), log: (fields) => redactSecrets(fields) },
    },
    // A turn's lines in one write when the turn ends (LinesOfATurn); what is still waiting when the process exits
    // is written then.
    destination ?? (stdout ??= new LinesOfATurn(pino.destination({ dest: 1, sync: true }))),
  );
  return new PinoLogger(log, level, undefined);
}

class PinoLogger implements Logger {
  private readonly writesInfo: boolean;
  constructor(
    private readonly log: pino.Logger,
    readonly level: LogLevel,
    readonly reqId: string | undefined,
  ) {
    this.writesInfo = level === "info" || level === "debug";
  }

  request(line: RequestLine) {
    if (!this.writesInfo) return;
    const stream = (this.log as unknown as Record<symbol, DestinationStream>)[pino.symbols.streamSym]!;
    stream.write(
      `{"level":"info"${isoTime()},"reqId":${JSON.stringify(line.reqId)},"method":${JSON.stringify(line.method)},"path":${JSON.stringify(line.path)},"route":${JSON.stringify(line.route)},"status":${line.status},"ms":${line.ms},"msg":"request"}\n`,
    );
  }

  private write(lvl: Exclude<LogLevel, "silent">, msg: string, fields?: Record<string, unknown>) {
    if (this.reqId !== undefined) this.log[lvl](fields ? { reqId: this.reqId, ...fields } : { reqId: this.reqId }, msg);
    else if (fields) this.log[lvl](fields, msg);
    else this.log[lvl](msg);
  }

  error(msg: string, fields?: Record<string, unknown>) {
    this.write("error", msg, fields);
  }
  warn(msg: string, fields?: Record<string, unknown>) {
    this.write("warn", msg, fields);
  }
  info(msg: string, fields?: Record<string, unknown>) {
    this.write("info", msg, fields);
  }
  debug(msg: string, fields?: Record<string, unknown>) {
    this.write("debug", msg, fields);
  }

  forRequest(reqId: string | null | undefined): Logger {
    return new PinoLogger(this.log, this.level, reqId || undefined);
  }
}

/** better-auth's `logger` option: its messages in the same stream, with its arguments as fields. */
export function betterAuthLogger(logger: Logger) {
  return {
    disabled: logger.level === "silent",
    level: logger.level === "silent" ? ("error" as const) : logger.level,
    log(level: "debug" | "info" | "warn" | "error", message: string, ...args: unknown[]) {
      const fields: Record<string, unknown> = { source: "better-auth" };
      if (args.length) fields.args = args.map((a) => (a instanceof Error ? { error: a.message, stack: a.stack } : a));
      logger[level](message, fields);
    },
  };
}

/** A handler's dependencies with its request's logger, for a service it calls that logs (its lines then carry reqId). */
export function withLog<D extends { logger: Logger }>(deps: D, log: Logger): D {
  return { ...deps, logger: log };
}
