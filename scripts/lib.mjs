// Helpers for the root commands. Only Node built-ins here: these run before dependencies exist.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '..');

export function run(cmd, args, opts = {}) {
  const res = spawnSync(cmd, args, { stdio: 'inherit', cwd: root, ...opts, env: { ...process.env, ...opts.env } });
  if (res.status !== 0) {
    console.error(`\n✗ ${cmd} ${args.join(' ')} failed (exit ${res.status ?? res.signal})`);
    process.exit(res.status || 1);
  }
}

const mtime = (p) => {
  try {
    return fs.statSync(p).mtimeMs;
  } catch {
    return 0;
  }
};

/** Newest modification time of any file under the given paths. */
export function newest(paths) {
  let latest = 0;
  const walk = (p) => {
    let st;
    try {
      st = fs.statSync(p);
    } catch {
      return;
    }
    if (st.isDirectory()) {
      for (const name of fs.readdirSync(p)) if (name !== 'node_modules' && name !== 'dist') walk(path.join(p, name));
    } else latest = Math.max(latest, st.mtimeMs);
  };
  paths.forEach((p) => walk(path.join(root, p)));
  return latest;
}

/** Installs dependencies on a fresh clone, or again when the lock file changed. */
export function ensureInstall() {
  const marker = path.join(root, 'node_modules/.package-lock.json');
  const lock = path.join(root, 'package-lock.json');
  if (mtime(marker) && mtime(marker) >= mtime(lock)) return;
  console.log('Installing dependencies (first run)…');
  // npm ci is exact, but refuses a lock file that lacks optional packages for other platforms
  // (some registries do not serve them all); npm install with the same lock file still installs
  // the locked versions, without rewriting the lock file.
  const ci = spawnSync('npm', ['ci', '--no-audit', '--no-fund', '--loglevel=error'], { stdio: ['ignore', 'inherit', 'pipe'], cwd: root });
  if (ci.status === 0) return;
  if (!String(ci.stderr).includes('in sync')) {
    process.stderr.write(ci.stderr);
    process.exit(ci.status || 1);
  }
  run('npm', ['install', '--no-save', '--no-audit', '--no-fund', '--loglevel=error']);
}

/** What the web build carries from the server's configuration: the app token and the OAuth client. */
export function webBuildEnv(env = process.env) {
  return {
    VITE_APP_TOKEN: env.APP_TOKEN || 'sahm-web-dev-token',
    VITE_OAUTH_CLIENT_ID: env.OAUTH_CLIENT_ID || 'sahm-web',
    VITE_OAUTH_CLIENT_SECRET: env.OAUTH_CLIENT_SECRET || 'sahm-web-dev-secret',
    // Addresses the web build shows; unset means the build's own defaults.
    ...(env.VITE_BLOG_URL ? { VITE_BLOG_URL: env.VITE_BLOG_URL } : {}),
    ...(env.VITE_SUPPORT_EMAIL ? { VITE_SUPPORT_EMAIL: env.VITE_SUPPORT_EMAIL } : {}),
  };
}

/** Builds the web client when there is no build, its sources are newer, or it carries other settings. */
export function ensureWebBuild(env = webBuildEnv()) {
  const index = path.join(root, 'apps/web/dist/index.html');
  const stampFile = path.join(root, 'apps/web/dist/.build-env');
  const sources = newest(['apps/web/src', 'apps/web/index.html', 'apps/web/vite.config.ts', 'apps/web/public', 'packages/contracts/src']);
  const stamp = JSON.stringify(env);
  const built = (() => {
    try {
      return fs.readFileSync(stampFile, 'utf8');
    } catch {
      return '';
    }
  })();
  if (mtime(index) && mtime(index) >= sources && built === stamp) return;
  const started = Date.now();
  process.stdout.write('Building the web app… ');
  // The build lists every file it writes (a few hundred font files): shown only if it fails.
  const res = spawnSync('npm', ['run', 'build', '-w', 'apps/web', '--silent'], {
    cwd: root,
    env: { ...process.env, ...env },
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (res.status !== 0) {
    console.log('failed.');
    process.stdout.write(res.stdout ?? '');
    process.stderr.write(res.stderr ?? '');
    process.exit(res.status || 1);
  }
  console.log(`done in ${Math.round((Date.now() - started) / 1000)} s.`);
  fs.writeFileSync(stampFile, stamp);
}
