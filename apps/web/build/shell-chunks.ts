import path from 'node:path';
import { staticClosure, type ModuleGraph } from './module-graph.ts';

type ShellChunkOptions = {
  root: string;
  /** The entry, relative to the root: main.tsx. */
  entry: string;
  /** Modules of other groups (Material UI's core): they and what they import stay out. */
  otherGroups: RegExp[];
};

/**
 * One chunk per step of the shell: a name function for Rolldown's `codeSplitting.groups`.
 *
 * main.tsx imports the app's code in steps, each evaluated in a task of its own (translations; the
 * router, the session and the query cache; React DOM; the app's root). Left to the automatic
 * splitting, the modules those steps share with each other and with the routes came in some twenty
 * files of their own, half of them under 500 bytes compressed (the session, the API's client, its
 * errors, the notifier...). Every route loaded all of them before its first paint, and each file is
 * a request that a phone's main thread starts and a connection carries. So what the entry imports
 * statically goes in one chunk (`shell-main`), and each module main.tsx imports lazily, in the order
 * it does, has the modules no earlier step loads in one chunk (`shell-router`...): the step loads
 * them all at once anyway, and the routes after it find them there. The steps' own modules stay in
 * the chunks main.tsx names.
 */
export function shellChunks({ root, entry, otherGroups }: ShellChunkOptions) {
  let taken: Map<string, string> | undefined;
  return (moduleId: string, graph: ModuleGraph): string | null => {
    taken ??= shellModules(graph, path.join(root, entry), otherGroups);
    return taken.get(moduleId) ?? null;
  };
}

const stepName = (id: string) => `shell-${path.basename(id).replace(/\.[^.]+$/, '')}`;

function shellModules(graph: ModuleGraph, entry: string, otherGroups: RegExp[]): Map<string, string> {
  const entryInfo = graph.getModuleInfo(entry);
  if (!entryInfo) throw new Error(`${entry} is not in the module graph`);
  const taken = new Map<string, string>();
  const loaded = new Set<string>();
  for (const step of [entry, ...entryInfo.dynamicallyImportedIds]) {
    const reached = staticClosure(graph, [step]);
    const elsewhere = staticClosure(
      graph,
      [...reached].filter((id) => otherGroups.some((test) => test.test(id))),
    );
    for (const id of reached) {
      if (id !== step && !loaded.has(id) && !elsewhere.has(id)) taken.set(id, stepName(step));
      loaded.add(id);
    }
  }
  return taken;
}
