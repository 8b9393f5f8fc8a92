import { spawn } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../..');
const fixture = path.join(import.meta.dirname, 'fixtures/idle-server.ts');

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

async function until(check: () => boolean, ms: number): Promise<boolean> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (check()) return true;
    await new Promise((r) => setTimeout(r, 100));
  }
  return check();
}

const parentOf = async (pid: number): Promise<number> =>
  Number(
    (
      await new Promise<string>((resolve) =>
        spawn('ps', ['-o', 'ppid=', '-p', String(pid)]).stdout.on('data', (d: Buffer) => resolve(String(d))),
      )
    ).trim(),
  );

/** `npm start` as npm runs it: a shell that does not pass signals on, our starter, the server. */
function startChain() {
  const starter = `import('${path.join(root, 'scripts/supervise.mjs')}').then((m) => m.superviseServer(['--import', 'tsx', '${fixture}'], { cwd: '${root}' }))`;
  // "; true" keeps the shell from handing its process over to node, as npm's shell does not.
  const shell = spawn('sh', ['-c', `node -e "${starter}"; true`], { cwd: root, stdio: ['ignore', 'pipe', 'ignore'] });
  const serverPid = new Promise<number>((resolve) =>
    shell.stdout.on('data', (chunk: Buffer) => {
      const match = /pid (\d+)/.exec(String(chunk));
      if (match) resolve(Number(match[1]));
    }),
  );
  return { shell, serverPid };
}

describe('npm start ends with npm', () => {
  it('stops the server when the shell that started it is killed (kill <npm pid>)', async () => {
    const { shell, serverPid } = startChain();
    const pid = await serverPid;
    expect(alive(pid)).toBe(true);
    shell.kill('SIGTERM');
    expect(await until(() => !alive(pid), 5000)).toBe(true);
  });

  it('passes SIGINT and SIGTERM on to the server', async () => {
    const { serverPid } = startChain();
    const pid = await serverPid;
    const starterPid = await parentOf(pid);
    process.kill(starterPid, 'SIGINT');
    expect(await until(() => !alive(pid) && !alive(starterPid), 5000)).toBe(true);
  });

  // A test runner's web-server teardown kills the starter outright; the server must not outlive it.
  it('stops the server when the starter itself is killed with SIGKILL', async () => {
    const { serverPid } = startChain();
    const pid = await serverPid;
    process.kill(await parentOf(pid), 'SIGKILL');
    expect(await until(() => !alive(pid), 5000)).toBe(true);
  });
});
