/**
 * Whether a backing service (the database, Redis) is reachable, as a flag the server keeps instead
 * of asking on every request. Failures anywhere report here; with a probe, a suspicion is
 * confirmed by one probe, and while the service is down it is probed every probeEveryMs until it
 * answers. Listeners hear each change once, so an outage is one log line and its end another.
 */
export type HealthState = 'starting' | 'up' | 'down';

export type HealthChange = { state: 'up' | 'down'; error?: string; downForMs?: number };

export type HealthStatus = { state: HealthState; since: string; error?: string };

export type DependencyHealth = {
  readonly up: boolean;
  status: () => HealthStatus;
  markUp: () => void;
  markDown: (err: unknown) => void;
  /** Something failed in a way that may mean the service is gone: probe (or, without a probe, mark down). */
  suspect: (err: unknown) => void;
  /** Probes now (one probe at a time) and returns whether the service is up. */
  check: () => Promise<boolean>;
  onChange: (listener: (change: HealthChange) => void) => () => void;
  close: () => void;
};

const describe = (err: unknown) => (err instanceof Error ? err.message || err.constructor.name : String(err));

export function dependencyHealth(
  opts: { initial?: 'starting' | 'up'; probe?: () => Promise<unknown>; probeEveryMs?: number } = {},
): DependencyHealth {
  let state: HealthState = opts.initial ?? 'up';
  let since = Date.now();
  let error: string | undefined;
  let probing: Promise<boolean> | undefined;
  let timer: NodeJS.Timeout | undefined;
  let closed = false;
  const listeners = new Set<(change: HealthChange) => void>();
  const emit = (change: HealthChange) => {
    for (const listener of listeners) listener(change);
  };

  const markUp = () => {
    if (state === 'up' || closed) return;
    const was = state;
    const downForMs = Date.now() - since;
    state = 'up';
    since = Date.now();
    error = undefined;
    if (was === 'down') emit({ state: 'up', downForMs });
  };
  const markDown = (err: unknown) => {
    if (closed) return;
    error = describe(err);
    if (state !== 'down') {
      state = 'down';
      since = Date.now();
      emit({ state: 'down', error });
    }
    schedule();
  };
  const schedule = () => {
    if (!opts.probe || timer || closed) return;
    timer = setTimeout(() => {
      timer = undefined;
      void check();
    }, opts.probeEveryMs ?? 1000);
    timer.unref();
  };
  const check = (): Promise<boolean> => {
    const probe = opts.probe;
    if (!probe || closed) return Promise.resolve(state !== 'down');
    probing ??= probe()
      .then(
        () => (markUp(), true),
        (err: unknown) => (markDown(err), false),
      )
      .finally(() => (probing = undefined));
    return probing;
  };

  return {
    get up() {
      return state === 'up';
    },
    status: () => ({ state, since: new Date(since).toISOString(), ...(error ? { error } : {}) }),
    markUp,
    markDown,
    suspect: (err) => {
      if (state === 'down') return;
      if (opts.probe) void check();
      else markDown(err);
    },
    check,
    onChange: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    close: () => {
      closed = true;
      if (timer) clearTimeout(timer);
      listeners.clear();
    },
  };
}

/** One line when a service goes away and one when it is back; `meanwhile` says what the server does in between. */
export function logHealthChanges(
  health: DependencyHealth,
  log: Record<'error' | 'warn' | 'info', (obj: object, msg: string) => void>,
  name: 'database' | 'redis',
  meanwhile: string,
): () => void {
  // Without its database the service is down; without Redis it is only degraded.
  const level = name === 'database' ? 'error' : 'warn';
  return health.onChange((change) => {
    if (change.state === 'down') log[level]({ dependency: name, error: change.error, meanwhile }, `${name} unavailable`);
    else log.info({ dependency: name, downForMs: change.downForMs }, `${name} is back`);
  });
}
