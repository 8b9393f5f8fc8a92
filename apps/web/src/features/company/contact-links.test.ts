import { describe, expect, it } from 'vitest';
import { emailHref, phoneHref, websiteHref } from './contact-links.ts';

describe('company contact links', () => {
  it('links real websites, adding the scheme a profile often leaves out', () => {
    expect(websiteHref('www.aramco.com')).toBe('https://www.aramco.com');
    expect(websiteHref('https://www.alinma.com/')).toBe('https://www.alinma.com/');
  });

  it('keeps reserved example domains as plain text', () => {
    expect(websiteHref('https://aramco.example.com')).toBeNull();
    expect(websiteHref('www.example.com')).toBeNull();
    expect(emailHref('ir@aramco.example.com')).toBeNull();
    expect(emailHref('ir@aramco.com')).toBe('mailto:ir@aramco.com');
  });

  it('dials the digits of a phone number', () => {
    expect(phoneHref('+966 13 880 0000')).toBe('tel:+966138800000');
    expect(phoneHref('—')).toBeNull();
  });
});
