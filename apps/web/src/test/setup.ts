import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { initTestI18n } from './i18n.ts';

beforeEach(async () => {
  window.localStorage.clear();
  await initTestI18n('ar');
});

afterEach(() => {
  cleanup();
});
