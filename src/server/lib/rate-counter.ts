import type { Redis } from 'ioredis';

/** One counted request: the count in the window including it, and when the window ends. */
export interface Hit {
  count: number;
  ttlMs: number;
  /** Takes this request back out of the count (an admin request that held the right key). */
  undo: () => Promise<void>;
}

/**
 * Counts requests per key in fixed windows. Each hit is one atomic step (increment and read
 * together), so requests that arrive at the same moment each see a different count.
 */
export interface RateCounter {
  hit(key: string, windowMs: number): Promise<Hit>;
}

const SWEEP_EVERY_MS = 60_000;

/** The counts of this instance alone; every step is synchronous, so none can interleave. */
export class MemoryCounter implements RateCounter {
  readonly #entries = new Map<string, { count: number; resetAt: number }>();
  #nextSweep = 0;

  hit(key: string, windowMs: number): Promise<Hit> {
    return Promise.resolve(this.hitNow(key, windowMs));
  }

  hitNow(key: string, windowMs: number): Hit {
    const now = Date.now();
    this.#sweep(now);
    let entry = this.#entries.get(key);
    if (!entry || entry.resetAt <= now) {
      entry = { count: 0, resetAt: now + windowMs };
      this.#entries.set(key, entry);
    }
    entry.count += 1;
    const counted = entry;
    return {
      count: counted.count,
      ttlMs: counted.resetAt - now,
      undo: async () => {
        if (this.#entries.get(key) === counted && counted.count > 0) counted.count -= 1;
      },
    };
  }

  /** Forgets windows that are over, at most once a minute, so that old keys do not pile up. */
  #sweep(now: number): void {
    if (now < this.#nextSweep) return;
    this.#nextSweep = now + SWEEP_EVERY_MS;
    for (const [key, entry] of this.#entries) if (entry.resetAt <= now) this.#entries.delete(key);
  }
}

// INCR and the window's expiry in one script: Redis runs a script whole, so two instances never
// read the same count. A key left without an expiry (never expected) gets one instead of living on.
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}`;

// Only a window still running is decremented: a DECR of an expired key would create one without expiry.
const UNDO_SCRIPT = `
if redis.call('PTTL', KEYS[1]) > 0 then return redis.call('DECR', KEYS[1]) end
return 0`;

/** Reports Redis going away and coming back, once each time. */
export interface OutageLog {
  down(reason: string): void;
  up(): void;
}

/**
 * The counts in Redis, shared by every instance. While Redis cannot be reached, each instance
 * counts on its own (never letting every request through, never failing the request) until it is back.
 */
export class SharedCounter implements RateCounter {
  readonly #redis: Redis;
  readonly #local: MemoryCounter;
  readonly #outage: OutageLog;
  readonly #prefix: string;

  constructor(redis: Redis, local: MemoryCounter, outage: OutageLog, prefix = 'bts-count:') {
    this.#redis = redis;
    this.#local = local;
    this.#outage = outage;
    this.#prefix = prefix;
  }

  async hit(key: string, windowMs: number): Promise<Hit> {
    const name = this.#prefix + key;
    if (this.#redis.status === 'ready') {
      try {
        const [count, ttl] = (await this.#redis.eval(HIT_SCRIPT, 1, name, windowMs)) as [number, number];
        this.#outage.up();
        return {
          count,
          ttlMs: ttl,
          undo: async () => {
            await this.#redis.eval(UNDO_SCRIPT, 1, name).catch(() => undefined);
          },
        };
      } catch (error) {
        this.#outage.down((error as Error).message);
      }
    } else {
      this.#outage.down(`connection ${this.#redis.status}`);
    }
    return this.#local.hitNow(key, windowMs);
  }
}
