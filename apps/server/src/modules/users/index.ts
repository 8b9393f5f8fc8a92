// The users module's public entry: other modules and the app import this file and nothing else of it.
// (Being converted to the module shape: the module plugin will provide app.adminCheck itself.)
export { adminCheck } from './admin-check.ts';
