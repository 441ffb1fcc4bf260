// Writes the minimal web page the server shows at / until the React app is built in its place.
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { GAMES } from '../src/shared/games/catalog.ts';

const out = path.resolve('build/client');
await rm(out, { recursive: true, force: true });
await mkdir(out, { recursive: true });

const page = (title: string, body: string) => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<meta name="description" content="Free brain-training puzzles: Memory Match, Number Puzzle, Word Scramble and the daily TL;DR word game.">
<style>body{font-family:system-ui,sans-serif;max-width:40rem;margin:2rem auto;padding:0 1rem;line-height:1.5;color:#1f2937}a{color:#1d4ed8}</style>
</head>
<body>
${body}
</body>
</html>
`;

const games = GAMES.map((game) => `<li><strong>${game.name}</strong>: ${game.description}</li>`).join('\n');
await writeFile(
  path.join(out, 'index.html'),
  page(
    'Brain Training Puzzles',
    `<main>
<h1>Train Your Brain with Fun Puzzles</h1>
<p>Four free puzzle games with monthly leaderboards.</p>
<ul>
${games}
</ul>
<p>The API and its documentation: <a href="/api/docs">/api/docs</a>.</p>
</main>`,
  ),
);
await writeFile(
  path.join(out, '404.html'),
  page(
    'Page Not Found',
    '<main><h1>Page Not Found</h1><p>Did you forget to add the page to the router?</p></main>',
  ),
);
console.log(`web page written to ${path.relative(process.cwd(), out)}`);
