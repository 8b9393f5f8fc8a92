/**
 * Where the session's tokens live: local storage when the user asked to be remembered
 * (kept across tabs and restarts), session storage otherwise (gone with the tab).
 */
export type StoredTokens = { access_token: string; refresh_token: string };
export type StoredSession = StoredTokens & { remember: boolean };

export const SESSION_STORAGE_KEY = 'session';

function storageOf(remember: boolean): Storage | null {
  try {
    return remember ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

function parse(raw: string | null): StoredTokens | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<StoredTokens>;
    return typeof value.access_token === 'string' && typeof value.refresh_token === 'string'
      ? { access_token: value.access_token, refresh_token: value.refresh_token }
      : null;
  } catch {
    return null;
  }
}

// Storage can be unavailable (private modes, sandboxed frames): only then does the session live in memory.
let memory: StoredSession | null = null;

export function readStoredSession(): StoredSession | null {
  for (const remember of [true, false]) {
    const storage = storageOf(remember);
    if (!storage) continue;
    try {
      const tokens = parse(storage.getItem(SESSION_STORAGE_KEY));
      if (tokens) return { ...tokens, remember };
    } catch {
      // fall through to the next place
    }
  }
  return memory;
}

export function writeStoredSession(session: StoredSession): void {
  clearStoredSession();
  const storage = storageOf(session.remember);
  try {
    if (!storage) throw new Error('no storage');
    storage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ access_token: session.access_token, refresh_token: session.refresh_token }));
  } catch {
    memory = session;
  }
}

export function clearStoredSession(): void {
  memory = null;
  for (const remember of [true, false]) {
    try {
      storageOf(remember)?.removeItem(SESSION_STORAGE_KEY);
    } catch {
      // nothing to clear
    }
  }
}
