// What the build's JavaScript budget counts for one page: every script file the page loads by itself.
// Pure functions over the bundler's chunk graph (Vite's manifest), so that a small made-up graph can
// test them.

/** One chunk of Vite's build manifest (`.vite/manifest.json`), keyed there by its source. */
export interface ManifestChunk {
  file: string;
  src?: string;
  imports?: string[];
  dynamicImports?: string[];
}

export type ChunkGraph = Record<string, ManifestChunk>;

/**
 * Every script a page loads by itself: the files its HTML names (module preloads and the module
 * script's imports), the static imports of those files, recursively, and the chunks they import
 * lazily, recursively, except the lazy imports whose source is in `onDemand` (code fetched only once
 * the visitor does something, such as opening a dialog). A file the graph does not know (React
 * Router's route manifest) is still counted. Files are paths as the page requests them ("/assets/x.js").
 */
export function pageScripts(
  graph: ChunkGraph,
  htmlScripts: Iterable<string>,
  onDemand: ReadonlySet<string>,
): string[] {
  const byFile = new Map<string, ManifestChunk>();
  for (const chunk of Object.values(graph)) byFile.set(`/${chunk.file}`, chunk);

  const loaded = new Set<string>();
  const pending = [...htmlScripts];
  while (pending.length > 0) {
    const file = pending.pop() as string;
    if (loaded.has(file)) continue;
    loaded.add(file);
    const chunk = byFile.get(file);
    if (!chunk) continue;
    for (const key of chunk.imports ?? []) {
      const imported = graph[key];
      if (imported) pending.push(`/${imported.file}`);
    }
    for (const key of chunk.dynamicImports ?? []) {
      const imported = graph[key];
      if (imported && !onDemand.has(imported.src ?? key)) pending.push(`/${imported.file}`);
    }
  }
  return [...loaded].sort();
}

/** The scripts an HTML page names: module preloads, script sources, and the imports of its inline module script. */
export function htmlScripts(html: string): string[] {
  const found = new Set<string>();
  for (const match of html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g))
    found.add(match[1] as string);
  for (const match of html.matchAll(/<script[^>]+src="([^"]+)"/g)) found.add(match[1] as string);
  for (const match of html.matchAll(/\bimport\s*(?:\(\s*|[^"'()]*from\s*)?["']([^"']+\.js)["']/g))
    found.add(match[1] as string);
  return [...found];
}

export interface PageWeight {
  page: string;
  bytes: number;
  files: number;
}

/** The pages over their budget, and the pages that have none, as sentences for the build log. */
export function budgetFailures(weights: PageWeight[], budgets: ReadonlyMap<string, number>): string[] {
  const failures: string[] = [];
  for (const { page, bytes, files } of weights) {
    const budget = budgets.get(page);
    if (budget === undefined) failures.push(`${page} has no JavaScript budget`);
    else if (bytes > budget)
      failures.push(
        `${page} loads ${kilobytes(bytes)} of JavaScript in ${files} files, over its ${kilobytes(budget)} budget`,
      );
  }
  return failures;
}

/** Bytes as KB with one decimal, as the build log prints them (1 KB = 1,024 bytes). */
export function kilobytes(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}
