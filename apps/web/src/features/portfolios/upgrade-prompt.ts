import type { Plan } from '@sahm/contracts/identity';

/** What the page asks of the #upgrade-required dialog: the texts are already translated; plan is the one to suggest. */
export type UpgradePrompt = { title: string; message: string; plan: Plan };
