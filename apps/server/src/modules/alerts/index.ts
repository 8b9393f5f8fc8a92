// The alerts module's public entry: the app imports this file and nothing else of it.
export { alertsModule } from './plugin.ts';
export { alertLiveSdl, alertSubscriptionSdl, alertSubscriptions, type AlertLiveContext } from './live.ts';
