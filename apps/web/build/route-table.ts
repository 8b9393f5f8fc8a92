import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { paths } from '../src/app/paths.ts';

/** One address pattern of the router with the source modules its page loads: its layouts, parents and itself, outermost first. */
export type RouteModules = { path: string; modules: string[] };

/**
 * Reads the router's route tree from its source (src/app/router.tsx) rather than a list kept beside
 * it: each route's path (a literal or `paths.<name>.path`) and the modules its `lazy` and `loader`
 * import, joined with its parents'. Module names are relative to the web app's folder, as in Vite's
 * manifest. A path written in a form this does not know fails the build instead of being skipped.
 */
export function readRouteTable(source: string, routerFile: string, pathOf: (name: string) => string): RouteModules[] {
  const file = ts.createSourceFile(routerFile, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const routerDir = path.posix.dirname(routerFile);
  const routes = findRouteArray(file);
  if (!routes) throw new Error(`${routerFile}: no create([...]) call with the route tree`);

  const table = new Map<string, RouteModules>();
  const walk = (list: ts.ArrayLiteralExpression, parentPath: string, parentModules: string[]) => {
    for (const element of list.elements) {
      if (!ts.isObjectLiteralExpression(element)) throw new Error(`${routerFile}: a route that is not an object literal`);
      const property = (name: string) =>
        element.properties.find((p): p is ts.PropertyAssignment => ts.isPropertyAssignment(p) && p.name.getText() === name)?.initializer;
      const own = ['lazy', 'loader'].flatMap((name) => importsIn(property(name), routerDir));
      const modules = [...new Set([...parentModules, ...own])];
      const pathNode = property('path');
      const fullPath = pathNode ? joinPath(parentPath, routePath(pathNode, pathOf, routerFile)) : parentPath;
      // A pathless route is a layout: its children carry its modules. An index route is its parent's address.
      if (pathNode || property('index')) table.set(fullPath, { path: fullPath, modules });
      const children = property('children');
      if (children && ts.isArrayLiteralExpression(children)) walk(children, fullPath, modules);
    }
  };
  walk(routes, '', []);
  return [...table.values()];
}

function findRouteArray(node: ts.Node): ts.ArrayLiteralExpression | undefined {
  if (
    ts.isCallExpression(node) &&
    node.expression.getText() === 'create' &&
    node.arguments[0] &&
    ts.isArrayLiteralExpression(node.arguments[0])
  ) {
    return node.arguments[0];
  }
  return ts.forEachChild(node, findRouteArray);
}

function routePath(node: ts.Expression, pathOf: (name: string) => string, routerFile: string): string {
  if (ts.isStringLiteral(node)) return node.text;
  // paths.<name>.path
  if (ts.isPropertyAccessExpression(node) && node.name.text === 'path' && ts.isPropertyAccessExpression(node.expression)) {
    if (node.expression.expression.getText() === 'paths') return pathOf(node.expression.name.text);
  }
  throw new Error(`${routerFile}: a route path this build does not read: ${node.getText()}`);
}

/** The modules a `lazy` or `loader` imports (`import('./x.tsx')`), relative to the web app's folder. */
function importsIn(node: ts.Node | undefined, routerDir: string): string[] {
  const found: string[] = [];
  const visit = (child: ts.Node) => {
    if (ts.isCallExpression(child) && child.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [specifier] = child.arguments;
      if (specifier && ts.isStringLiteralLike(specifier)) found.push(path.posix.join(routerDir, specifier.text));
    }
    ts.forEachChild(child, visit);
  };
  if (node) visit(node);
  return found;
}

function joinPath(parent: string, child: string): string {
  if (child.startsWith('/')) return child;
  return `${parent.replace(/\/$/, '')}/${child}`;
}

/** The web app's own router, read from src/app/router.tsx, its paths resolved from src/app/paths.ts. */
export function appRouteTable(): RouteModules[] {
  const routerFile = 'src/app/router.tsx';
  const source = fs.readFileSync(path.join(import.meta.dirname, '..', routerFile), 'utf8');
  return readRouteTable(source, routerFile, (name) => {
    const route = (paths as Record<string, { path?: string } | undefined>)[name];
    if (!route?.path) throw new Error(`paths.${name} has no path`);
    return route.path;
  });
}
