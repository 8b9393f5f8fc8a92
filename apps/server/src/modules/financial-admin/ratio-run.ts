/**
 * The ratio initialisation of every stock, run in the background: some four hundred companies
 * take tens of seconds (the indicators are CPU-bound to compute and a few hundred kilobytes to
 * store each), longer than a request should wait. One run at a time; asking again while it runs
 * answers its progress. Each stock is its own transaction, so a run stopped at shutdown leaves
 * every stock either recomputed or as it was.
 */

export type RatioRunState = 'idle' | 'running' | 'done' | 'failed' | 'stopped';
export type RatioRunStatus = {
  state: RatioRunState;
  stocks: number;
  done: number;
  rows: number;
  milliseconds: number;
  started_at: string | null;
};

export type RatioRunWork = {
  stockIds: () => Promise<string[]>;
  /** Recomputes one stock; the rows stored, or null when it has no statements to compute from. */
  recompute: (stockId: string) => Promise<number | null>;
  onError: (err: unknown) => void;
};

export function ratioRunner(work: RatioRunWork) {
  let status: RatioRunStatus = { state: 'idle', stocks: 0, done: 0, rows: 0, milliseconds: 0, started_at: null };
  let started = 0;
  let task: Promise<void> | null = null;
  let stopping = false;

  const snapshot = (): RatioRunStatus => (status.state === 'running' ? { ...status, milliseconds: Date.now() - started } : { ...status });

  async function run(ids: readonly string[]): Promise<void> {
    try {
      for (const id of ids) {
        if (stopping) {
          status.state = 'stopped';
          return;
        }
        const rows = await work.recompute(id);
        if (rows !== null) status.rows += rows;
        status.done += 1;
        // Lets requests in between: the computation is CPU-bound.
        await new Promise((resolve) => setImmediate(resolve));
      }
      status.state = 'done';
    } catch (err) {
      status.state = 'failed';
      work.onError(err);
    } finally {
      status.milliseconds = Date.now() - started;
      task = null;
    }
  }

  return {
    status: snapshot,
    /** Starts a run unless one is under way; answers the run's status either way. */
    async start(): Promise<RatioRunStatus> {
      if (task || stopping) return snapshot();
      started = Date.now();
      status = { state: 'running', stocks: 0, done: 0, rows: 0, milliseconds: 0, started_at: new Date(started).toISOString() };
      const ids = await work.stockIds();
      status.stocks = ids.length;
      task = run(ids);
      return snapshot();
    },
    /** Stops a run between two stocks and waits for it (at shutdown). */
    async stop(): Promise<void> {
      stopping = true;
      await task;
    },
    /** Waits for the run under way, if any. */
    settled: async (): Promise<void> => {
      await task;
    },
  };
}

export type RatioRunner = ReturnType<typeof ratioRunner>;
