import path from 'node:path';
import { staticClosure as closureIn, type ModuleGraph } from './module-graph.ts';
import type { RouteModules } from './route-table.ts';

/**
 * A chunk for the code most of the app's routes load before their first paint and the shell does
 * not: a name function for Rolldown's `codeSplitting.groups`.
 *
 * Left to the automatic splitting, a module goes to a chunk with the others that exactly the same
 * lazy imports reach. With fifty routes, their loaders and their lazy parts that is hundreds of
 * combinations: home loaded 111 files before its first paint, 75 of them under 1 KB compressed. A
 * phone's browser spends 2 to 3 ms of main thread to start each request (on Lighthouse's slowed
 * CPU), and a connection of HTTP/1.1 carries one at a time. Modules that at least `share` of the
 * routes under `layout` reach through static imports go together: those routes already load nearly
 * all of them; a route loading the chunk for one of its modules loads the rest with it.
 *
 * The shell's own modules (main.tsx, the parts it imports one after another, and what they import)
 * are never taken: they are in index.html already, each part evaluated in a task of its own.
 */
export function sharedRouteChunk(options: SharedChunkOptions) {
  let taken: Map<string, string> | undefined;
  return (moduleId: string, graph: ModuleGraph): string | null => {
    taken ??= sharedModules(graph, options);
    return taken.get(moduleId) ?? null;
  };
}

type SharedChunkOptions = {
  root: string;
  routes: RouteModules[];
  /** The layout whose routes are counted (its module, first in theirs). */
  layout: string;
  /** The least share of those routes that must reach a module. */
  share: number;
  name: string;
  /** The chunk for shared modules the other routes (the public pages) reach too. */
  otherName: string;
  /** Modules of the groups the shell loads (Material UI's core): they and what they import stay out. */
  shellGroups: RegExp[];
};

function sharedModules(
  graph: ModuleGraph,
  { root, routes: allRoutes, layout, share, shellGroups, name, otherName }: SharedChunkOptions,
): Map<string, string> {
  const routes = allRoutes.filter((route) => route.modules[0] === layout);
  const others = allRoutes.filter((route) => route.modules[0] !== layout);
  const staticClosure = (ids: readonly string[], into?: Set<string>) => closureIn(graph, ids, into);
  const main = path.join(root, 'src/main.tsx');
  const mainInfo = graph.getModuleInfo(main);
  if (!mainInfo) throw new Error(`${main} is not in the module graph`);
  const shell = staticClosure([main, ...mainInfo.dynamicallyImportedIds]);
  const reached = routes.map((route) => staticClosure(route.modules.map((module) => path.join(root, module))));
  const grouped = reached.flatMap((ids) => [...ids]).filter((id) => shellGroups.some((test) => test.test(id)));
  staticClosure(grouped, shell);
  const otherReached = staticClosure(others.flatMap((route) => route.modules.map((module) => path.join(root, module))));
  const uses = new Map<string, number>();
  for (const ids of reached) {
    for (const id of ids) if (!shell.has(id)) uses.set(id, (uses.get(id) ?? 0) + 1);
  }
  const least = Math.ceil(share * routes.length);
  return new Map([...uses].filter(([, count]) => count >= least).map(([id]) => [id, otherReached.has(id) ? otherName : name]));
}
