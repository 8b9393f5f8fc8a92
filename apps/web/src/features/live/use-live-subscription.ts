import { useEffect, useRef, useState } from 'react';
import { subscribeLive } from '../../shared/live/live-client.ts';

export type LiveState = 'off' | 'live' | 'failed';

type Options<T> = {
  /** Subscribe only while this holds (the market is open). */
  enabled: boolean;
  /** Picks the payload out of the result; its `error` flag ends the stream. */
  select: (data: T) => { error: boolean } | undefined;
  onData: (data: T) => void;
  /** The stream failed (an error flag, a GraphQL error, a closed stream): fetch once instead. */
  onFallback?: () => void;
};

/**
 * One subscription while `enabled`, restarted when its variables change. After a failure it stays
 * off (the caller has fetched once) until the variables change or it is enabled again.
 */
export function useLiveSubscription<T>(query: string, variables: Record<string, unknown>, options: Options<T>): LiveState {
  const key = JSON.stringify(variables);
  const [failedKey, setFailedKey] = useState<string | null>(null);
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });
  const failed = failedKey === key;
  const active = options.enabled && !failed;

  useEffect(() => {
    if (!active) return;
    let stopped = false;
    const fail = () => {
      if (stopped) return;
      stopped = true;
      stop();
      setFailedKey(key);
      latest.current.onFallback?.();
    };
    const stop = subscribeLive<T>(query, JSON.parse(key) as Record<string, unknown>, {
      next: (data) => {
        const payload = latest.current.select(data);
        if (!payload || payload.error) fail();
        else latest.current.onData(data);
      },
      error: fail,
    });
    return () => {
      stopped = true;
      stop();
    };
  }, [active, query, key]);

  // A new day or a reopened market deserves another try.
  if (!options.enabled && failedKey !== null) setFailedKey(null);

  if (!options.enabled) return 'off';
  return failed ? 'failed' : 'live';
}
