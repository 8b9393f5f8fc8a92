/**
 * Under `npm start` the server runs in a process group of its own beneath a small supervisor
 * (scripts/supervise.mjs), which passes signals on. A supervisor killed outright (SIGKILL, as a
 * test runner's web-server teardown does) cannot pass anything on, and the server would live on
 * holding the port and its parent's output pipe. So the server watches that parent itself: once it
 * is gone, the server stops as it would on SIGTERM.
 */
export function endWithSupervisor(env: NodeJS.ProcessEnv = process.env, pollMs = 500): void {
  const supervisor = Number(env.SAHM_SUPERVISOR_PID);
  if (!Number.isInteger(supervisor) || supervisor <= 0) return;
  const timer = setInterval(() => {
    if (process.ppid === supervisor) return;
    clearInterval(timer);
    process.kill(process.pid, 'SIGTERM');
  }, pollMs);
  timer.unref();
}
