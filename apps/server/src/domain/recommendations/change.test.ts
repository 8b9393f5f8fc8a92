import { describe, expect, it } from 'vitest';
import { changeOf } from './change.ts';

describe('changeOf', () => {
  it('gives the target less the price and its percent, half away from zero', () => {
    expect(changeOf(3250, 4000)).toEqual({ change_value: '7.50', change_ratio: '23.08' });
    expect(changeOf(4000, 3250)).toEqual({ change_value: '-7.50', change_ratio: '-18.75' });
    expect(changeOf(3000, 3000)).toEqual({ change_value: '0.00', change_ratio: '0.00' });
    // 1/3 of a percent: 0.333… rounds to 0.33; 2/3 rounds to 0.67.
    expect(changeOf(30000, 30100).change_ratio).toBe('0.33');
    expect(changeOf(30000, 29800).change_ratio).toBe('-0.67');
  });
});
