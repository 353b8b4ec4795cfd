import { AsyncLocalStorage } from "node:async_hooks";
import pino, { type DestinationStream } from "pino";

export const LOG_LEVELS = ["silent", "error", "warn", "info", "debug"] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/**
 * The server's logger: one JSON line per event (pino). Message first, then fields, as the call sites have
 * always written it. Every line logged while a request is handled carries that request's `reqId`.
 */
export interface Logger {
  error(msg: string, fields?: Record<string, unknown>): void;
  warn(msg: string, fields?: Record<string, unknown>): void;
  info(msg: string, fields?: Record<string, unknown>): void;
  debug(msg: string, fields?: Record<string, unknown>): void;
  /** The level the logger writes from ("silent" writes nothing). */
  readonly level: LogLevel;
}

/** Field names whose values never reach a log line, at any of the first three levels of nesting. */
const SECRET_FIELDS = [
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
];
const segment = (key: string) => (/^[A-Za-z_$][\w$]*$/.test(key) ? `.${key}` : `["${key}"]`);
export const REDACTED_PATHS = SECRET_FIELDS.flatMap((key) => {
  const s = segment(key);
  return [s.startsWith(".") ? key : s, `*${s}`, `*.*${s}`, `args[*]${s}`, `args[*].*${s}`];
});

const requestScope = new AsyncLocalStorage<{ requestId: string }>();

/** Runs fn (a request's handling) with its request id on every line logged inside it, however deep. */
export function withRequestId<T>(requestId: string, fn: () => T): T {
  return requestScope.run({ requestId }, fn);
}

/** Runs fn outside any request: for long-lived work started by a request (a listener), which is no part of it. */
export function outsideRequest<T>(fn: () => T): T {
  return requestScope.exit(fn);
}

/**
 * @param destination where the lines go; stdout by default (tests pass a stream to read them).
 */
export function createLogger(level: LogLevel = "info", destination?: DestinationStream): Logger {
  const log = pino(
    {
      level,
      base: undefined,
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      mixin: () => {
        const scope = requestScope.getStore();
        return scope ? { reqId: scope.requestId } : {};
      },
      redact: { paths: REDACTED_PATHS, censor: "[redacted]" },
    },
    destination,
  );
  const write = (lvl: Exclude<LogLevel, "silent">) => (msg: string, fields?: Record<string, unknown>) => {
    if (fields) log[lvl](fields, msg);
    else log[lvl](msg);
  };
  return {
    error: write("error"),
    warn: write("warn"),
    info: write("info"),
    debug: write("debug"),
    level,
  };
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
