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
