/** In-process request figures for the admin's performance screen: a rolling hour of samples. */
export interface Sample {
  at: number;
  route: string;
  status: number;
  ms: number;
}

const WINDOW_MS = 60 * 60 * 1000;
const CAPACITY = 200_000;
const MAX_ROUTES = 0xffff;
const OTHER_ROUTE = "other";

/**
 * The samples live in a ring of typed arrays, not as one object each in an array: recording is a few stores with
 * no allocation, and a full ring is 3.2 MB instead of the 16 MB or so that 200,000 objects (and a new route string
 * each) took, with an O(n) `splice` on every request once the array was full. Routes are kept once, by index;
 * they are route patterns (`GET /api/orders/:id`), a bounded set.
 */
export class Metrics {
  readonly startedAt = Date.now();
  totalRequests = 0;
  totalErrors = 0;
  private readonly capacity: number;
  private readonly at: Float64Array;
  private readonly ms: Float32Array;
  private readonly status: Uint16Array;
  private readonly routeOf: Uint16Array;
  private readonly routes: string[] = [];
  private readonly routeIndex = new Map<string, number>();
  /** Where the next sample goes, and how many of the slots before it hold samples. */
  private next = 0;
  private size = 0;

  constructor(capacity = CAPACITY) {
    this.capacity = capacity;
    this.at = new Float64Array(capacity);
    this.ms = new Float32Array(capacity);
    this.status = new Uint16Array(capacity);
    this.routeOf = new Uint16Array(capacity);
  }

  record(route: string, status: number, ms: number, now = Date.now()) {
    this.totalRequests++;
    if (status >= 500) this.totalErrors++;
    let index = this.routeIndex.get(route);
    if (index === undefined) {
      if (this.routes.length < MAX_ROUTES) {
        index = this.routes.push(route) - 1;
        this.routeIndex.set(route, index);
      } else {
        // A slot holds a route in 16 bits; past that many (never, with route patterns) they share the last one.
        index = MAX_ROUTES;
        this.routes[MAX_ROUTES] = OTHER_ROUTE;
      }
    }
    const slot = this.next;
    this.at[slot] = now;
    this.ms[slot] = ms;
    this.status[slot] = status;
    this.routeOf[slot] = index;
    this.next = slot + 1 === this.capacity ? 0 : slot + 1;
    if (this.size < this.capacity) this.size++;
  }

  /** Samples of the last hour, oldest first (older ones are dropped). */
  recent(now = Date.now()): Sample[] {
    const cutoff = now - WINDOW_MS;
    const oldest = (this.next - this.size + this.capacity) % this.capacity;
    const samples: Sample[] = [];
    let expired = 0;
    for (let i = 0; i < this.size; i++) {
      const slot = (oldest + i) % this.capacity;
      const at = this.at[slot]!;
      if (at < cutoff) {
        // The ones before the first recent sample are gone for good (a clock set back can leave one further on).
        if (expired === i) expired++;
        continue;
      }
      // ms went through a Float32Array: round back to the tenth of a millisecond it was recorded in.
      const ms = Math.round(this.ms[slot]! * 10) / 10;
      samples.push({ at, route: this.routes[this.routeOf[slot]!]!, status: this.status[slot]!, ms });
    }
    this.size -= expired;
    return samples;
  }
}
