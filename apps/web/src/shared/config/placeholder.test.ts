import { describe, expect, it } from 'vitest';
import { isPlaceholderAddress, realAddress } from './placeholder.ts';

describe('placeholder addresses', () => {
  it('knows the reserved example and test domains, in emails and links', () => {
    for (const address of [
      'support@sahm.example',
      'https://x.sahm.example',
      'a@example.com',
      'https://blog.example.org/',
      'x@host.test',
      'y@z.invalid',
      'http://localhost:3000',
      '',
      null,
    ]) {
      expect(isPlaceholderAddress(address), String(address)).toBe(true);
    }
  });

  it('lets real addresses through', () => {
    for (const address of ['support@sahm.sa', 'https://x.com/sahm', 'https://blog.sahm.com.sa/', 'sales@examples.com']) {
      expect(isPlaceholderAddress(address), address).toBe(false);
    }
    expect(realAddress(' support@sahm.sa ')).toBe('support@sahm.sa');
    expect(realAddress('support@sahm.example')).toBeNull();
  });
});
