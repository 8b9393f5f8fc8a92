/** What the page asks of the #upgrade-required dialog: the texts are already translated. */
export type UpgradePrompt = { title: string; message: string; plan: 'ADVANCE' | 'PROFESSIONAL' };
