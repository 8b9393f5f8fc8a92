/**
 * What the live sockets of this process hold open right now. Each figure goes back to where it
 * was when the sockets close, however they close (`complete`, an error, a dropped connection):
 * /readyz reports them and the tests watch them.
 */
export type LiveGauge = {
  /** Open, acknowledged sockets. */
  sockets: number;
  /** Subscription streams running on them. */
  subscriptions: number;
  /** Their handlers on the live bus (each one does work on every feed step). */
  listeners: number;
};

export const liveGauge = (): LiveGauge => ({ sockets: 0, subscriptions: 0, listeners: 0 });
