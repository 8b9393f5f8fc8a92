import { z } from 'zod';

// Read and validated once; everything else imports `env`, never `import.meta.env`.
const envSchema = z.object({
  VITE_APP_TOKEN: z.string().min(1).default('sahm-web-dev-token'),
  VITE_API_BASE: z.string().default('/api/v1'),
  // The blog is a separate site; its address is deployment configuration.
  VITE_BLOG_URL: z.url().default('https://blog.sahm.example'),
});

const parsed = envSchema.parse({
  VITE_APP_TOKEN: import.meta.env.VITE_APP_TOKEN || undefined,
  VITE_API_BASE: import.meta.env.VITE_API_BASE || undefined,
  VITE_BLOG_URL: import.meta.env.VITE_BLOG_URL || undefined,
});

export const env = {
  appToken: parsed.VITE_APP_TOKEN,
  apiBase: parsed.VITE_API_BASE.replace(/\/$/, ''),
  blogUrl: parsed.VITE_BLOG_URL,
} as const;
