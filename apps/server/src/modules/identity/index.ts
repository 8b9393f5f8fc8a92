// The identity module's public entry: other modules and the app import this file and nothing else of it.
export { identityModule } from './plugin.ts';
export type { AccessTokens } from './access-tokens.ts';
export { signInLimits } from './sign-in-throttle.ts';
