import { env } from '../config/env.ts';
import { apiDownload } from './api-client.ts';

/** The contract's file paths start with the API's own path (/api/v1/…); the client adds its base itself. */
function clientPath(suffixPath: string): string {
  const basePath = new URL(env.apiBase, window.location.origin).pathname.replace(/\/$/, '');
  return suffixPath.startsWith(`${basePath}/`) ? suffixPath.slice(basePath.length) : suffixPath;
}

/**
 * A file of the API (a report), with the member's bearer token (a plain link would carry none),
 * saved under `fileName` through an object URL. A failure throws silently: the caller says what went wrong.
 */
export async function downloadApiFile(suffixPath: string, fileName: string): Promise<void> {
  const file = await apiDownload(clientPath(suffixPath), { accept: 'application/pdf, */*', silent: true });
  const url = URL.createObjectURL(file);
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  }
}
