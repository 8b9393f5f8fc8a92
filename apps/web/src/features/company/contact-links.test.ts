import { describe, expect, it } from 'vitest';
import { emailHref, hasInventedContacts, phoneHref, websiteHref } from './contact-links.ts';

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

  it('takes a profile with example-domain contacts for invented, phone included', () => {
    expect(hasInventedContacts({ company_website: 'https://2222.example.com', company_email: null })).toBe(true);
    expect(hasInventedContacts({ company_website: null, company_email: 'ir@2222.example.com' })).toBe(true);
    expect(hasInventedContacts({ company_website: 'www.aramco.com', company_email: 'ir@aramco.com' })).toBe(false);
    expect(hasInventedContacts({ company_website: null, company_email: null })).toBe(false);
  });
});
