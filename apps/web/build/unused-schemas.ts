import ts from 'typescript';
import type { Plugin } from 'vite';

/** The calls that send a request; their options' `schema` is read only in development (shared/api/api-client.ts). */
export const REQUEST_CALLS = new Set(['apiGet', 'apiPost', 'apiPut', 'apiRequest']);

type Edit = { at: number; end?: number; text: string };

function applyEdits(source: string, edits: Edit[]): string {
  let out = source;
  for (const edit of [...edits].sort((a, b) => b.at - a.at)) out = out.slice(0, edit.at) + edit.text + out.slice(edit.end ?? edit.at);
  return out;
}

const parse = (id: string, source: string) =>
  ts.createSourceFile(id, source, ts.ScriptTarget.Latest, true, id.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);

/**
 * Marks every call a module makes while it is evaluated (outside any function) as pure, so that
 * the bundler leaves out a schema no code reads. Building a zod schema has no effect beyond the
 * object it returns; calls inside functions (a refinement's `ctx.addIssue`) are left alone.
 */
export function markModuleCallsPure(id: string, source: string): string {
  // A chain (`z.string().min(2)`) starts its calls at one place: one mark covers them all.
  const starts = new Set<number>();
  const visit = (node: ts.Node): void => {
    if (ts.isFunctionLike(node) || ts.isClassLike(node)) return;
    if (ts.isCallExpression(node) || ts.isNewExpression(node)) starts.add(node.getStart());
    ts.forEachChild(node, visit);
  };
  visit(parse(id, source));
  return applyEdits(
    source,
    [...starts].map((at) => ({ at, text: '/* @__PURE__ */ ' })),
  );
}

/**
 * Drops the `schema` of a request's options (`apiGet(path, { schema: stockListSchema })`): the
 * client checks an answer against it in development only, and the reference alone would keep the
 * schema, and everything it is built from, in the production bundle.
 */
export function dropRequestSchemas(id: string, source: string): string {
  const edits: Edit[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && REQUEST_CALLS.has(node.expression.text)) {
      for (const argument of node.arguments) {
        if (!ts.isObjectLiteralExpression(argument)) continue;
        for (const property of argument.properties) {
          if (ts.isPropertyAssignment(property) && property.name.getText() === 'schema') {
            edits.push({ at: property.initializer.getStart(), end: property.initializer.getEnd(), text: 'undefined' });
          } else if (ts.isShorthandPropertyAssignment(property) && property.name.text === 'schema') {
            edits.push({ at: property.getStart(), end: property.getEnd(), text: 'schema: undefined' });
          }
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(parse(id, source));
  return applyEdits(source, edits);
}

const contractsModule = /\/packages\/contracts\/src\/[^/]+\.ts$/;
const webModule = /\/apps\/web\/src\/.+\.tsx?$/;
const isTest = (id: string) => /\.test\.tsx?$/.test(id);

/**
 * The production build keeps only the schemas the app uses at run time (forms, a few checks of
 * addresses and tokens): most of the contracts' schemas describe answers, checked in development
 * only. Building them cost every page's first load tens of milliseconds of a phone's main thread.
 */
export function unusedSchemas(): Plugin {
  return {
    name: 'sahm:unused-schemas',
    apply: 'build',
    enforce: 'pre',
    transform(source, id) {
      const [file = id] = id.split('?');
      if (isTest(file)) return null;
      // No source map: the production build writes none, and only whole comments and one word move.
      if (contractsModule.test(file)) return { code: markModuleCallsPure(file, source), map: null };
      if (webModule.test(file) && source.includes('schema')) {
        const code = dropRequestSchemas(file, source);
        return code === source ? null : { code, map: null };
      }
      return null;
    },
  };
}
