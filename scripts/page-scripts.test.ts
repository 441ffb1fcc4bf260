import { describe, expect, it } from 'vitest';
import { budgetFailures, type ChunkGraph, htmlScripts, pageScripts } from './page-scripts.ts';

// A small build: an entry with the framework, a root route that lazily loads a notification view on
// load and a dialog on demand, and a home route that lazily loads its live parts, which share a chunk
// with the dialog.
const graph: ChunkGraph = {
  'entry.client.tsx': { file: 'assets/entry.js', src: 'entry.client.tsx', imports: ['_framework.js'] },
  '_framework.js': { file: 'assets/framework.js' },
  'root.tsx': {
    file: 'assets/root.js',
    src: 'root.tsx',
    imports: ['_framework.js', '_shell.js'],
    dynamicImports: ['dialog.tsx', 'notifications.tsx'],
  },
  '_shell.js': { file: 'assets/shell.js', imports: ['_framework.js'] },
  'dialog.tsx': { file: 'assets/dialog.js', src: 'dialog.tsx', imports: ['_forms.js', '_big.js'] },
  '_big.js': { file: 'assets/big.js' },
  'notifications.tsx': {
    file: 'assets/notifications.js',
    src: 'notifications.tsx',
    imports: ['_framework.js'],
  },
  'home.tsx': {
    file: 'assets/home.js',
    src: 'home.tsx',
    imports: ['_shell.js'],
    dynamicImports: ['live.tsx'],
  },
  'live.tsx': {
    file: 'assets/live.js',
    src: 'live.tsx',
    imports: ['_forms.js'],
    dynamicImports: ['chart.tsx'],
  },
  '_forms.js': { file: 'assets/forms.js' },
  'chart.tsx': { file: 'assets/chart.js', src: 'chart.tsx' },
  'faq.tsx': { file: 'assets/faq.js', src: 'faq.tsx', imports: ['_shell.js'] },
};

describe('the scripts a page loads', () => {
  it('follows static and lazy imports from the files the HTML names, but not the ones fetched on demand', () => {
    const scripts = pageScripts(
      graph,
      ['/assets/route-manifest.js', '/assets/entry.js', '/assets/root.js', '/assets/home.js'],
      new Set(['dialog.tsx']),
    );
    expect(scripts).toEqual([
      '/assets/chart.js',
      '/assets/entry.js',
      '/assets/forms.js',
      '/assets/framework.js',
      '/assets/home.js',
      '/assets/live.js',
      '/assets/notifications.js',
      '/assets/root.js',
      '/assets/route-manifest.js',
      '/assets/shell.js',
    ]);
  });

  it('counts a chunk fetched on demand once something the page loads by itself imports it', () => {
    const scripts = pageScripts(graph, ['/assets/root.js', '/assets/faq.js'], new Set(['live.tsx']));
    expect(scripts).toContain('/assets/dialog.js');
    expect(scripts).toContain('/assets/big.js');
    expect(scripts).not.toContain('/assets/live.js');
    expect(scripts).not.toContain('/assets/chart.js');
  });

  it('reads the module preloads, script sources and module imports of an HTML page', () => {
    const html = `<head><link rel="modulepreload" href="/assets/manifest-1.js"/><link rel="modulepreload" href="/assets/entry.js"/>
      <link rel="stylesheet" href="/assets/root.css"/></head><body><script src="/assets/classic.js"></script>
      <script type="module">import "/assets/manifest-1.js"; import * as route0 from "/assets/root.js"; import("/assets/entry.js");</script></body>`;
    expect(htmlScripts(html).sort()).toEqual([
      '/assets/classic.js',
      '/assets/entry.js',
      '/assets/manifest-1.js',
      '/assets/root.js',
    ]);
  });
});

describe('the JavaScript budgets', () => {
  const budgets = new Map([
    ['/', 120 * 1024],
    ['/faq', 110 * 1024],
  ]);

  it('passes pages within their budget, to the byte', () => {
    expect(
      budgetFailures(
        [
          { page: '/', bytes: 120 * 1024, files: 12 },
          { page: '/faq', bytes: 90_000, files: 9 },
        ],
        budgets,
      ),
    ).toEqual([]);
  });

  it('fails a page one byte over its budget, and a page without one', () => {
    expect(
      budgetFailures(
        [
          { page: '/', bytes: 120 * 1024 + 1, files: 14 },
          { page: '/progress', bytes: 1_000, files: 1 },
        ],
        budgets,
      ),
    ).toEqual([
      '/ loads 120.0 KB of JavaScript in 14 files, over its 120.0 KB budget',
      '/progress has no JavaScript budget',
    ]);
  });
});
