import type { FastifyBaseLogger } from 'fastify';

/**
 * Work a request starts but does not wait for (a message whose sending time must not show in the
 * answer). Failures are logged; `settled` waits for what is under way, before shutting down.
 */
export function backgroundWork(log: FastifyBaseLogger) {
  const pending = new Set<Promise<void>>();
  return {
    run(what: string, work: () => Promise<void>): void {
      const task: Promise<void> = Promise.resolve()
        .then(work)
        .catch((err: unknown) => log.error({ err }, `${what} failed`))
        .finally(() => pending.delete(task));
      pending.add(task);
    },
    async settled(): Promise<void> {
      while (pending.size) await Promise.all([...pending]);
    },
  };
}
export type BackgroundWork = ReturnType<typeof backgroundWork>;
