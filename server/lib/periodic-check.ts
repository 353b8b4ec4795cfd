/**
 * A due-check that runs every `everyMs` and once at start: what it does is found in the database by the clock, so a
 * restart or a moved machine date changes nothing, and the check's own claims make it run once across instances.
 * A run still going when the next is due is not doubled; `stop` waits for it.
 */
export function periodicCheck(
  name: string,
  task: (now: Date) => Promise<unknown>,
  logger: { error(msg: string, data?: object): void },
  everyMs: number,
) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  const run = (now = new Date()) => {
    running ??= task(now)
      .catch((err) => logger.error(name, { error: String(err) }))
      .finally(() => {
        running = undefined;
      });
    return running;
  };
  return {
    run,
    start() {
      if (timer) return;
      void run();
      timer = setInterval(() => void run(), everyMs);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      await running;
    },
  };
}
