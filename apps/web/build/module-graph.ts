/** What Rolldown tells a `codeSplitting.groups` name function of the module graph. */
export type ModuleGraph = {
  getModuleInfo(id: string): { importedIds: readonly string[]; dynamicallyImportedIds: readonly string[] } | null;
};

/** The modules `ids` import statically, followed to the end, with themselves (added to `into`). */
export function staticClosure(graph: ModuleGraph, ids: readonly string[], into = new Set<string>()): Set<string> {
  const visit = (id: string) => {
    if (into.has(id)) return;
    const info = graph.getModuleInfo(id);
    if (!info) return;
    into.add(id);
    for (const next of info.importedIds) visit(next);
  };
  for (const id of ids) visit(id);
  return into;
}
