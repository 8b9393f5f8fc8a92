// Runs the server as a child that ends with us: signals are passed on, and when whoever started us
// goes away (`kill <npm>` ends npm and the shell it ran us in, and that shell does not pass the
// signal on), we are an orphan, and the server is stopped too. Only Node built-ins here.
import { spawn } from 'node:child_process';

/** Spawns `node <args>` and ties its life to this process; exits with the server's code. */
export function superviseServer(args, { cwd, env, pollMs = 500 } = {}) {
  // In a process group of its own: Ctrl+C in a terminal signals the whole foreground group, and a
  // server that got the terminal's SIGINT and then ours would take the second as "exit now" and
  // skip closing its database. Here it hears each signal once, from us.
  // The server watches for our pid to go (SIGKILL leaves us no chance to tell it).
  const server = spawn(process.execPath, args, {
    cwd,
    stdio: 'inherit',
    env: { ...(env ?? process.env), SAHM_SUPERVISOR_PID: String(process.pid) },
    detached: true,
  });
  let stopping = false;
  const stop = (sig) => {
    if (stopping) return;
    stopping = true;
    server.kill(sig);
  };
  for (const sig of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(sig, () => stop(sig === 'SIGHUP' ? 'SIGTERM' : sig));
  const parent = process.ppid;
  setInterval(() => {
    if (process.ppid !== parent) stop('SIGTERM');
  }, pollMs).unref();
  server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
  return server;
}
