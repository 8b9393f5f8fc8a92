// `npm run dev`: the API server (port 3000) and Vite's dev server with hot reload (port 5173), which
// proxies /api, /identity and /graphql to it.
import { spawn } from 'node:child_process';
import { ensureInstall, root } from './lib.mjs';

ensureInstall();
const children = [
  spawn(process.execPath, ['--import', 'tsx', '--watch', 'apps/server/src/main.ts'], {
    cwd: root,
    stdio: 'inherit',
    env: { NODE_ENV: 'development', ...process.env },
  }),
  spawn('npm', ['run', 'dev', '-w', 'apps/web'], { cwd: root, stdio: 'inherit' }),
];
console.log('\n  Web (hot reload): http://localhost:5173   API: http://localhost:3000\n');
const stop = (sig) => children.forEach((c) => c.kill(sig));
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => stop(sig));
children.forEach((c) =>
  c.on('exit', (code) => {
    stop('SIGTERM');
    process.exit(code ?? 0);
  }),
);
