import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// Vitest 5 prints failures with Map.groupBy (Node ≥ 21); on Node 20 the report itself crashed
// and hid the failing assertion. The reporter runs in this process, so the polyfill goes here.
if (!('groupBy' in Map)) {
  Object.defineProperty(Map, 'groupBy', {
    value<K, T>(items: Iterable<T>, keyOf: (item: T, index: number) => K): Map<K, T[]> {
      const groups = new Map<K, T[]>();
      let index = 0;
      for (const item of items) {
        const key = keyOf(item, index++);
        const group = groups.get(key);
        if (group) group.push(item);
        else groups.set(key, [item]);
      }
      return groups;
    },
  });
}

export default defineConfig({
  plugins: [react()],
  test: {
    environment: 'jsdom',
    // Playwright specs live in e2e/ and must not be collected here.
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    restoreMocks: true,
    // Two shared cores: keep the worker count modest.
    maxWorkers: 2,
  },
});
