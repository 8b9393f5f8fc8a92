// `npm start`: install what is missing, build the web app if needed, then run the server, which
// migrates and (on an empty database) loads the demo data before it listens.
import { ensureInstall, ensureWebBuild, root } from './lib.mjs';
import { superviseServer } from './supervise.mjs';

ensureInstall();
ensureWebBuild();

// A newcomer's terminal shows the steps and the banner; the server's own log lines (JSON, one per
// event) start at warnings unless LOG_LEVEL asks for more. Production keeps its info logs.
const quiet = !process.env.LOG_LEVEL && process.env.NODE_ENV !== 'production';
console.log('Starting the server…');
superviseServer(['--import', 'tsx', 'apps/server/src/main.ts'], {
  cwd: root,
  env: { ...process.env, ...(quiet ? { LOG_LEVEL: 'warn' } : {}) },
});
