import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import ar from '../../locales/ar/plans.json';
import en from '../../locales/en/plans.json';
import { trialProgress } from './trial-progress.ts';

describe('trial progress', () => {
  it('measures total days from start to end and the share used', () => {
    expect(trialProgress({ started_at: '2026-11-20T10:00:00Z', ended_at: '2026-11-23T10:00:00Z', remaining_days: 1 })).toEqual({
      total: 3,
      remaining: 1,
      used: 67,
    });
    expect(trialProgress({ started_at: '2026-11-20T10:00:00Z', ended_at: '2026-11-23T10:00:00Z', remaining_days: 5 }).remaining).toBe(3);
  });
});

describe('remaining-days wording', () => {
  const t = i18next.createInstance();
  beforeAll(async () => {
    await t.init({ lng: 'ar', resources: { ar: { plans: ar }, en: { plans: en } }, ns: ['plans'], defaultNS: 'plans', fallbackLng: false });
  });

  it('uses the Arabic one, two, few, many and other forms', () => {
    const ar = t.getFixedT('ar', 'plans');
    expect(ar('trial.remaining', { count: 1 })).toBe('يتبقى يوم واحد');
    expect(ar('trial.remaining', { count: 2 })).toBe('يتبقى يومان');
    expect(ar('trial.remaining', { count: 3 })).toBe('يتبقى 3 أيام');
    expect(ar('trial.remaining', { count: 11 })).toBe('يتبقى 11 يومًا');
    expect(ar('trial.remaining', { count: 100 })).toBe('يتبقى 100 يوم');
  });

  it('uses the English one and other forms', () => {
    const en = t.getFixedT('en', 'plans');
    expect(en('trial.remaining', { count: 1 })).toBe('1 day left');
    expect(en('trial.remaining', { count: 2 })).toBe('2 days left');
  });
});
