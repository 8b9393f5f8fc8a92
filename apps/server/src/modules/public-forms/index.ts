// The public forms module's public entry: other modules and the app import this file and nothing else of it.
export { publicFormsModule } from './plugin.ts';
export { publicFormLimits } from './service.ts';
