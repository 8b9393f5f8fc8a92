import fs from 'node:fs';
import path from 'node:path';

/**
 * The module-level import graph of src/modules, read from the source: module A depends on module
 * B when a file under modules/A imports (or re-exports) a file under modules/B, types included,
 * since a cycle of types is a cycle of meaning too.
 */
export type ModuleGraph = Map<string, Set<string>>;

const specifiers =
  /(?:^|[\s;])(?:import|export)\s[^'"`;]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|^\s*import\s*['"]([^'"]+)['"]/gm;

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

export function moduleGraph(modulesDir: string): ModuleGraph {
  const graph: ModuleGraph = new Map();
  const modules = fs
    .readdirSync(modulesDir, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name);
  for (const name of modules) {
    const edges = new Set<string>();
    for (const file of sourceFiles(path.join(modulesDir, name))) {
      for (const match of fs.readFileSync(file, 'utf8').matchAll(specifiers)) {
        const spec = match[1] ?? match[2] ?? match[3] ?? '';
        if (!spec.startsWith('.')) continue;
        const target = path.relative(modulesDir, path.resolve(path.dirname(file), spec));
        const [other] = target.split(path.sep);
        if (!target.startsWith('..') && other && other !== name && modules.includes(other)) edges.add(other);
      }
    }
    graph.set(name, edges);
  }
  return graph;
}

/**
 * The cycles of the graph as its strongly connected components of more than one module (Tarjan),
 * each written as its modules in alphabetical order joined by " ↔ ", the list sorted.
 */
export function moduleCycles(graph: ModuleGraph): string[] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];

  const visit = (node: string) => {
    index.set(node, next);
    low.set(node, next);
    next += 1;
    stack.push(node);
    onStack.add(node);
    for (const to of graph.get(node) ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(node, Math.min(low.get(node)!, low.get(to)!));
      } else if (onStack.has(to)) {
        low.set(node, Math.min(low.get(node)!, index.get(to)!));
      }
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1) components.push(component.sort());
    }
  };

  for (const node of [...graph.keys()].sort()) if (!index.has(node)) visit(node);
  return components.map((c) => c.join(' ↔ ')).sort();
}
