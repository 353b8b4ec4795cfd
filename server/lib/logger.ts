type Level = "error" | "info" | "debug";
const ORDER = { silent: 0, error: 1, info: 2, debug: 3 } as const;

export interface Logger {
  error(msg: string, fields?: Record<string, unknown>): void;
  info(msg: string, fields?: Record<string, unknown>): void;
  debug(msg: string, fields?: Record<string, unknown>): void;
}

/** One JSON line per event on stdout. Callers never pass secrets, tokens or passwords here. */
export function createLogger(
  level: keyof typeof ORDER = "info",
  write: (line: string) => void = (l) => process.stdout.write(l + "\n"),
): Logger {
  const max = ORDER[level];
  const log = (lvl: Level, msg: string, fields?: Record<string, unknown>) => {
    if (ORDER[lvl] > max) return;
    write(JSON.stringify({ time: new Date().toISOString(), level: lvl, msg, ...fields }));
  };
  return {
    error: (m, f) => log("error", m, f),
    info: (m, f) => log("info", m, f),
    debug: (m, f) => log("debug", m, f),
  };
}
