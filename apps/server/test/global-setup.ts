import type { TestProject } from 'vitest/node';
import { prepareTemplate } from './helpers/template.ts';

/** Seeds one template database per run; each test file starts from its own copy. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const template = await prepareTemplate();
  project.provide('dbTemplate', template.ref);
  return template.dispose;
}

declare module 'vitest' {
  export interface ProvidedContext {
    dbTemplate: string;
  }
}
