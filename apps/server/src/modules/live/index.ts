// The live module's public entry: other modules, the app and the entry points import this file and nothing else of it.
export { liveModule } from './plugin.ts';
export { createFeed, feedLock, type Feed } from './feed/runner.ts';
