// What the build's plugins share to rewrite a module's source: its top-level statements, as Vite parses
// them, and the source with ranges of it replaced.
import { parseAst } from 'vite';

/** A node of the syntax tree, with its place in the source. */
export interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

/** The top-level statements of a TypeScript module. */
export function statementsOf(code: string, file: string): Node[] {
  return (parseAst(code, { lang: 'ts' }, file) as unknown as { body: Node[] }).body;
}

/** Replaces ranges of `code` (not overlapping), from the last to the first. */
export function replaceRanges(code: string, edits: { start: number; end: number; text: string }[]): string {
  let result = code;
  for (const edit of [...edits].sort((a, b) => b.start - a.start))
    result = result.slice(0, edit.start) + edit.text + result.slice(edit.end);
  return result;
}

/** The module's top-level declarations by name (constants and functions, exported or not), with their statements. */
export function declarationsOf(code: string, file: string): Map<string, { node: Node; statement: Node }> {
  const declarations = new Map<string, { node: Node; statement: Node }>();
  for (const statement of statementsOf(code, file)) {
    const declaration =
      statement.type === 'ExportNamedDeclaration' ? (statement.declaration as Node | null) : statement;
    if (declaration?.type === 'FunctionDeclaration')
      declarations.set((declaration.id as Node).name as string, { node: declaration, statement });
    if (declaration?.type === 'VariableDeclaration')
      for (const declarator of declaration.declarations as Node[])
        if ((declarator.id as Node).type === 'Identifier')
          declarations.set((declarator.id as Node).name as string, { node: declarator, statement });
  }
  return declarations;
}

/**
 * The name of the module's value an expression is made of: `es` for `es` or `es()`; undefined for
 * anything else (an object written in place).
 */
export function valueNamed(expression: Node): string | undefined {
  if (expression.type === 'Identifier') return expression.name as string;
  const callee = expression.callee as Node | undefined;
  if (expression.type === 'CallExpression' && callee?.type === 'Identifier') return callee.name as string;
  return undefined;
}

/**
 * How many times the module reads a name outside a range of its source: identifiers that are not a
 * property's name (`x.es`, `{ es: 1 }`) nor a declaration's own name.
 */
export function readsOutside(
  code: string,
  file: string,
  name: string,
  range: { start: number; end: number },
): number {
  let reads = 0;
  const visit = (node: unknown, skip: unknown): void => {
    if (Array.isArray(node)) {
      for (const child of node) visit(child, skip);
      return;
    }
    if (!node || typeof node !== 'object' || node === skip) return;
    const current = node as Node;
    if (current.start >= range.start && current.end <= range.end) return;
    if (current.type === 'Identifier' && current.name === name) reads += 1;
    const notRead =
      (current.type === 'MemberExpression' && !current.computed && current.property) ||
      (current.type === 'Property' && !current.computed && current.key) ||
      ((current.type === 'VariableDeclarator' || current.type === 'FunctionDeclaration') && current.id);
    for (const [key, child] of Object.entries(current))
      if (key !== 'type' && child && typeof child === 'object') visit(child, notRead);
  };
  visit(statementsOf(code, file), undefined);
  return reads;
}
