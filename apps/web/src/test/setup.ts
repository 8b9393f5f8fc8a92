import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { initTestI18n } from './i18n.ts';

beforeEach(async () => {
  window.localStorage.clear();
  window.sessionStorage.clear();
  await initTestI18n('ar');
});

afterEach(() => {
  cleanup();
});

// The machine is shared; the first render of a page with MUI can take over a second.
configure({ asyncUtilTimeout: 5000 });
