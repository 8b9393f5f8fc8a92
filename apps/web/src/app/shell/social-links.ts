import InstagramIcon from '@mui/icons-material/Instagram';
import LinkedInIcon from '@mui/icons-material/LinkedIn';
import XIcon from '@mui/icons-material/X';
import YouTubeIcon from '@mui/icons-material/YouTube';

import { env } from '../../shared/config/env.ts';
import { isPlaceholderAddress } from '../../shared/config/placeholder.ts';

export type SocialLink = { id: 'x' | 'linkedin' | 'instagram' | 'youtube'; href: string; Icon: typeof XIcon };

// The accounts' addresses are deployment configuration (VITE_SOCIAL_X, …); an unset one is not shown.
export const socialLinks: readonly SocialLink[] = [
  { id: 'x', href: env.social.x, Icon: XIcon },
  { id: 'linkedin', href: env.social.linkedin, Icon: LinkedInIcon },
  { id: 'instagram', href: env.social.instagram, Icon: InstagramIcon },
  { id: 'youtube', href: env.social.youtube, Icon: YouTubeIcon },
];

/** The accounts that exist: links on reserved example domains lead nowhere. */
export const shownSocialLinks = (links: readonly SocialLink[] = socialLinks) => links.filter((link) => !isPlaceholderAddress(link.href));
