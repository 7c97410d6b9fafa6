// How many requests of one user this process works on at once: one over the limit is turned away with 429 instead of holding memory while it waits.
import type { FastifyReply, FastifyRequest } from 'fastify';

export type InFlightLimit = {
  /** Takes one of `subject`'s slots and returns its release (safe to call twice), or undefined when all are in use. */
  enter(subject: string): (() => void) | undefined;
  /** Slots of `subject` in use now. */
  inUse(subject: string): number;
};

/** Counts in this process's memory on purpose: the limit protects this process (decision 033). */
export function createInFlightLimit(max: number): InFlightLimit {
  const counts = new Map<string, number>();
  return {
    enter(subject) {
      const used = counts.get(subject) ?? 0;
      if (used >= max) return undefined;
      counts.set(subject, used + 1);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        const left = (counts.get(subject) ?? 1) - 1;
        if (left > 0) counts.set(subject, left);
        else counts.delete(subject);
      };
    },
    inUse: (subject) => counts.get(subject) ?? 0,
  };
}

export type SlotGuard = {
  /**
   * onRequest hook, after the session check and before the body is read: takes a slot of the
   * caller, or answers 429 `busy` with Retry-After.
   */
  onRequest: (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply | undefined>;
  /** Wraps the handler's work: the slot is held until the work is done and the answer has gone. */
  hold<T>(request: FastifyRequest, work: () => Promise<T>): Promise<T>;
};

export type SlotGuardOptions = {
  limit: InFlightLimit;
  subjectOf: (request: FastifyRequest) => string;
  retryAfterSeconds: number;
  /** Says what is busy, e.g. '2 pulls of this account are running already'. */
  message: string;
};

export function slotGuard(options: SlotGuardOptions): SlotGuard {
  const working = new WeakMap<FastifyRequest, Promise<unknown>>();
  return {
    async onRequest(request, reply) {
      const release = options.limit.enter(options.subjectOf(request));
      if (!release) {
        const message = `${options.message}; try again in ${options.retryAfterSeconds} s`;
        reply.code(429).header('retry-after', String(options.retryAfterSeconds));
        return reply.send({ error: 'busy', message });
      }
      // 'close' comes once the answer is sent, or when the connection drops: then whatever the
      // handler still does (a dropped caller's page) keeps the slot until it is done.
      reply.raw.once('close', () => {
        const work = working.get(request) ?? Promise.resolve();
        void work.then(release, release);
      });
      return undefined;
    },
    hold(request, work) {
      const running = work();
      working.set(request, running);
      return running;
    },
  };
}
