import { isPlaceholderAddress } from '../../shared/config/placeholder.ts';

/**
 * A company's website as a link target, or null when it should stay plain text: the demo profiles
 * use reserved example domains, which reach no one and must not look like working links.
 */
export function websiteHref(website: string): string | null {
  const url = /^https?:\/\//i.test(website) ? website : `https://${website}`;
  return isPlaceholderAddress(url) ? null : url;
}

/** A mailto: target for a real address; null for one on a reserved example domain. */
export function emailHref(email: string): string | null {
  return isPlaceholderAddress(email) ? null : `mailto:${email.trim()}`;
}

/** A tel: target: digits and a leading plus only. */
export function phoneHref(phone: string): string | null {
  const digits = phone.replace(/[^\d+]/g, '');
  return digits.length >= 6 ? `tel:${digits}` : null;
}

/**
 * A profile whose website or email is on a reserved example domain is demo data: its phone number
 * is invented too, and might ring a real stranger, so it is not offered as a link either.
 */
export function hasInventedContacts(profile: { company_website: string | null; company_email: string | null }): boolean {
  return (
    (profile.company_website !== null && websiteHref(profile.company_website) === null) ||
    (profile.company_email !== null && emailHref(profile.company_email) === null)
  );
}
