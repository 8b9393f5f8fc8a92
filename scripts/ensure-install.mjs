import { ensureInstall } from './lib.mjs';

ensureInstall();
