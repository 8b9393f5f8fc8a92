// The plans module's public entry: other modules and the app import this file and nothing else of it.
export { plansModule } from './plugin.ts';
export { remainingCredit } from './credit.ts';
export { loadCatalogue, packageId, priceId } from './load-catalogue.ts';
export {
  currentPlan,
  expireSubscriptions,
  extendSubscription,
  lockUserPlan,
  startSubscription,
  startTrial,
  type CurrentPlan,
} from './subscriptions.ts';
