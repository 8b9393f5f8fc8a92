// `npm start`: install what is missing, build the web app if needed, then run the server, which
// migrates and (on an empty database) loads the demo data before it listens.
import { spawn } from 'node:child_process';
import { ensureInstall, ensureWebBuild, root } from './lib.mjs';

ensureInstall();
ensureWebBuild();

const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], { cwd: root, stdio: 'inherit', env: process.env });
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => server.kill(sig));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
