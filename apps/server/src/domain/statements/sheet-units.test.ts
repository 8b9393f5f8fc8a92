import { describe, expect, it } from 'vitest';
import { fromStored, toStored } from './sheet-units.ts';

describe('sheet units', () => {
  it('converts money exactly to whole thousands', () => {
    expect(toStored('1234.567', 'SAR_THOUSANDS', 'SAR_MILLIONS')).toEqual({ ok: true, value: 1_234_567 });
    expect(toStored('-2500000', 'SAR_THOUSANDS', 'SAR')).toEqual({ ok: true, value: -2500 });
    expect(toStored('(12)', 'SAR_THOUSANDS', 'SAR_THOUSANDS')).toEqual({ ok: true, value: -12 });
    expect(toStored('0.1', 'SAR_THOUSANDS', 'SAR_MILLIONS')).toEqual({ ok: true, value: 100 });
    expect(toStored('-0', 'SAR_THOUSANDS', 'SAR_THOUSANDS')).toEqual({ ok: true, value: 0 });
  });

  it('refuses what is not a whole stored unit', () => {
    expect(toStored('1234', 'SAR_THOUSANDS', 'SAR')).toEqual({ ok: false, problem: 'notWholeThousands' });
    expect(toStored('1.2345', 'SAR_THOUSANDS', 'SAR_MILLIONS')).toEqual({ ok: false, problem: 'notWholeThousands' });
    expect(toStored('1.234', 'HALALAS', 'SAR_MILLIONS')).toEqual({ ok: false, problem: 'perShareDecimals' });
    expect(toStored('100.5', 'SHARES', 'SAR')).toEqual({ ok: false, problem: 'sharesNotWhole' });
    expect(toStored('1e6', 'SAR_THOUSANDS', 'SAR')).toEqual({ ok: false, problem: 'notANumber' });
    expect(toStored('12,000', 'SAR_THOUSANDS', 'SAR')).toEqual({ ok: false, problem: 'notANumber' });
    expect(toStored('99999999999999999999', 'SHARES', 'SAR')).toEqual({ ok: false, problem: 'tooLarge' });
  });

  it('takes per-share figures in riyals and shares as they are, whatever the money unit', () => {
    expect(toStored('1.25', 'HALALAS', 'SAR_MILLIONS')).toEqual({ ok: true, value: 125 });
    expect(toStored('1.20', 'HALALAS', 'SAR')).toEqual({ ok: true, value: 120 });
    expect(toStored('150000000', 'SHARES', 'SAR_MILLIONS')).toEqual({ ok: true, value: 150_000_000 });
  });

  it('writes stored figures back in the sheet’s unit, exactly', () => {
    expect(fromStored(1_234_567, 'SAR_THOUSANDS', 'SAR_MILLIONS')).toBe('1234.567');
    expect(fromStored(-5, 'SAR_THOUSANDS', 'SAR_MILLIONS')).toBe('-0.005');
    expect(fromStored(1_000, 'SAR_THOUSANDS', 'SAR_MILLIONS')).toBe('1');
    expect(fromStored(-12, 'SAR_THOUSANDS', 'SAR')).toBe('-12000');
    expect(fromStored(0, 'SAR_THOUSANDS', 'SAR')).toBe('0');
    expect(fromStored(125, 'HALALAS', 'SAR')).toBe('1.25');
    for (const v of [0, 7, -7, 123_456_789, -1_000_001])
      for (const unit of ['SAR', 'SAR_THOUSANDS', 'SAR_MILLIONS'] as const)
        expect(toStored(fromStored(v, 'SAR_THOUSANDS', unit), 'SAR_THOUSANDS', unit)).toEqual({ ok: true, value: v });
  });
});
