import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  test: {
    environment: 'jsdom',
    // Playwright specs live in e2e/ and must not be collected here.
    include: ['src/**/*.test.{ts,tsx}', 'budget/**/*.test.ts', 'build/**/*.test.ts'],
    setupFiles: ['src/test/setup.ts'],
    restoreMocks: true,
    // Two shared cores: keep the worker count modest, and give a test room when the machine is
    // busy (MUI tables in jsdom take seconds under load).
    maxWorkers: 2,
    testTimeout: 20_000,
  },
});
