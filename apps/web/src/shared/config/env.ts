// Read and checked once; everything else imports `env`, never `import.meta.env`.
// (Plain checks rather than zod: this module is in the first bundle every visitor downloads.)

function text(value: string | undefined, fallback: string): string {
  return value && value.trim() ? value.trim() : fallback;
}

function url(value: string | undefined, fallback: string): string {
  const candidate = text(value, fallback);
  try {
    return new URL(candidate).toString();
  } catch {
    throw new Error(`Invalid URL in the environment: ${candidate}`);
  }
}

export const env = {
  appToken: text(import.meta.env.VITE_APP_TOKEN, 'sahm-web-dev-token'),
  apiBase: text(import.meta.env.VITE_API_BASE, '/api/v1').replace(/\/$/, ''),
  // The token service (password and refresh grants, revocation).
  identityBase: text(import.meta.env.VITE_IDENTITY_BASE, '/identity').replace(/\/$/, ''),
  // A public client: the "secret" ships in the bundle and only names this application to the token service.
  oauthClientId: text(import.meta.env.VITE_OAUTH_CLIENT_ID, 'sahm-web'),
  oauthClientSecret: text(import.meta.env.VITE_OAUTH_CLIENT_SECRET, 'sahm-web-dev-secret'),
  // The blog is a separate site; its address is deployment configuration.
  blogUrl: url(import.meta.env.VITE_BLOG_URL, 'https://blog.sahm.example/'),
  // The company's accounts on social networks; unset (or a stand-in), the footer leaves them out.
  social: {
    x: text(import.meta.env.VITE_SOCIAL_X, ''),
    linkedin: text(import.meta.env.VITE_SOCIAL_LINKEDIN, ''),
    instagram: text(import.meta.env.VITE_SOCIAL_INSTAGRAM, ''),
    youtube: text(import.meta.env.VITE_SOCIAL_YOUTUBE, ''),
  },
  // Where the contact page sends account questions.
  supportEmail: text(import.meta.env.VITE_SUPPORT_EMAIL, 'support@sahm.example'),
} as const;
