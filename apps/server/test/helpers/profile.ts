import type { SeedProfile } from '../../src/demo/seed.ts';

/**
 * A shorter history than the product's (tests need realism, not five years), ending on a fixed
 * date so results do not depend on the day the tests run.
 */
export const testSeedProfile: SeedProfile = { historyStart: '2025-05-01', endDate: '2026-11-19' };
