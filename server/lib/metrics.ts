/** In-process request figures for the admin's performance screen: a rolling hour of samples. */
export interface Sample {
  at: number;
  route: string;
  status: number;
  ms: number;
}

const WINDOW_MS = 60 * 60 * 1000;
const MAX_SAMPLES = 200_000;

export class Metrics {
  readonly startedAt = Date.now();
  private samples: Sample[] = [];
  totalRequests = 0;
  totalErrors = 0;

  record(route: string, status: number, ms: number, now = Date.now()) {
    this.totalRequests++;
    if (status >= 500) this.totalErrors++;
    this.samples.push({ at: now, route, status, ms });
    if (this.samples.length > MAX_SAMPLES) this.samples.splice(0, this.samples.length - MAX_SAMPLES);
  }

  /** Samples of the last hour (older ones are dropped). */
  recent(now = Date.now()): Sample[] {
    const cutoff = now - WINDOW_MS;
    let i = 0;
    while (i < this.samples.length && this.samples[i]!.at < cutoff) i++;
    if (i) this.samples.splice(0, i);
    return this.samples;
  }
}
