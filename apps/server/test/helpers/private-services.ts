import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/**
 * PostgreSQL and Redis servers that belong to one test file, for fault tests that stop and start
 * them. The machine's shared servers are never touched.
 */

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** The newest installed PostgreSQL's bin folder (Debian layout), or undefined when there is none. */
export function postgresBin(): string | undefined {
  const root = '/usr/lib/postgresql';
  if (!fs.existsSync(root)) return undefined;
  const versions = fs
    .readdirSync(root)
    .filter((v) => fs.existsSync(path.join(root, v, 'bin/initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] && path.join(root, versions[0], 'bin');
}

export function redisBin(): string | undefined {
  for (const dir of (process.env.PATH ?? '').split(':')) {
    const candidate = path.join(dir, 'redis-server');
    if (dir && fs.existsSync(candidate)) return candidate;
  }
  return undefined;
}

export type PrivatePostgres = {
  url: string;
  start: () => Promise<void>;
  /** Stops the server the way a crash or an operator's emergency stop does: connections just end. */
  stop: () => Promise<void>;
  dispose: () => Promise<void>;
};

/**
 * A throw-away cluster in a temporary folder, on 127.0.0.1 and a free port. PostgreSQL refuses to
 * run as root, so under root (CI) the cluster belongs to the `postgres` account.
 */
export async function startPrivatePostgres(bin: string): Promise<PrivatePostgres> {
  const asRoot = process.getuid?.() === 0;
  const owner = asRoot ? { uid: Number(id('-u')), gid: Number(id('-g')) } : {};
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sahm-pg-'));
  const data = path.join(dir, 'data');
  if (asRoot) fs.chownSync(dir, owner.uid as number, owner.gid as number);
  const port = await freePort();
  const run = (cmd: string, args: string[]) =>
    execFileSync(path.join(bin, cmd), args, { ...owner, cwd: dir, stdio: ['ignore', 'pipe', 'pipe'], timeout: 60_000 });
  run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8', '--no-sync']);
  fs.appendFileSync(
    path.join(data, 'postgresql.conf'),
    [
      `port = ${port}`,
      `listen_addresses = '127.0.0.1'`,
      `unix_socket_directories = '${data}'`,
      'fsync = off',
      'synchronous_commit = off',
      'full_page_writes = off',
      'max_connections = 60',
      'shared_buffers = 32MB',
      '',
    ].join('\n'),
  );
  const log = path.join(dir, 'server.log');
  const start = async () => {
    run('pg_ctl', ['-D', data, '-l', log, '-w', '-t', '60', 'start']);
  };
  const stop = async () => {
    run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
  };
  await start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start,
    stop,
    dispose: async () => {
      try {
        run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } catch {
        // Already stopped.
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

const id = (flag: '-u' | '-g') => execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim();

export type PrivateRedis = {
  url: string;
  start: () => Promise<void>;
  /** SIGKILL: Redis vanishes without a goodbye, as it does when its machine fails. */
  stop: () => Promise<void>;
  dispose: () => Promise<void>;
};

/** A memory-only redis-server on a free port, as a child process of the test. */
export async function startPrivateRedis(bin: string): Promise<PrivateRedis> {
  const port = await freePort();
  let child: ChildProcess | undefined;
  const start = async () => {
    const proc = spawn(bin, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--daemonize', 'no'], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child = proc;
    await new Promise<void>((resolve, reject) => {
      let out = '';
      const timer = setTimeout(() => reject(new Error(`redis-server did not start:\n${out}`)), 10_000);
      proc.stdout?.on('data', (chunk: Buffer) => {
        out += chunk.toString();
        if (out.includes('Ready to accept connections')) {
          clearTimeout(timer);
          resolve();
        }
      });
      proc.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`redis-server exited (${code}):\n${out}`));
      });
    });
  };
  const stop = async () => {
    const proc = child;
    child = undefined;
    if (!proc || proc.exitCode !== null) return;
    const exited = new Promise((resolve) => proc.once('exit', resolve));
    proc.kill('SIGKILL');
    await exited;
  };
  await start();
  return { url: `redis://127.0.0.1:${port}`, start, stop, dispose: stop };
}
