// Draws the installable app's icons from the site's own icon (public/favicon.svg) in the sizes
// browsers ask for, and writes them to public/icons/, which is committed: run it again only when the
// icon changes (`npm run icons`). The "any" icons are the favicon as it is; the maskable one puts its
// glyph inside the middle 80% a platform may keep when it crops the icon to its own shape, on a square
// of the icon's colour.
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { chromium } from '@playwright/test';

const PUBLIC = path.resolve('public');
const SYSTEM_CHROMIUM = '/usr/bin/chromium';

const favicon = await readFile(path.join(PUBLIC, 'favicon.svg'), 'utf8');
const background = /<rect[^>]*fill="(#[0-9a-f]{6})"/i.exec(favicon)?.[1];
if (!background) throw new Error('public/favicon.svg has no background square to take the colour from');
const dataUrl = (svg: string) => `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;

/** The favicon's glyph on a full square, scaled into the safe zone (the middle 80%). */
const maskable = favicon
  .replace(/<title>.*?<\/title>/, '')
  .replace(
    /<rect[^>]*\/>/,
    `<rect width="32" height="32" fill="${background}"/><g transform="translate(3.2 3.2) scale(0.8)">`,
  )
  .replace('</svg>', '</g></svg>');

const ICONS = [
  { file: 'icon-192.png', size: 192, svg: favicon },
  { file: 'icon-512.png', size: 512, svg: favicon },
  { file: 'maskable-512.png', size: 512, svg: maskable },
  // iOS's home screen icon, which it crops itself: the full square.
  { file: 'apple-touch-icon.png', size: 180, svg: maskable },
];

const browser = await chromium.launch({
  ...(existsSync(SYSTEM_CHROMIUM) ? { executablePath: SYSTEM_CHROMIUM } : {}),
  args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
});
try {
  const page = await browser.newPage();
  for (const { file, size, svg } of ICONS) {
    await page.setViewportSize({ width: size, height: size });
    await page.setContent(
      `<html><body style="margin:0;background:transparent"><img src="${dataUrl(svg)}" width="${size}" height="${size}" style="display:block"></body></html>`,
    );
    await page.locator('img').evaluate((image: HTMLImageElement) => image.decode());
    await writeFile(path.join(PUBLIC, 'icons', file), await page.screenshot({ omitBackground: true }));
    console.log(`wrote public/icons/${file} (${size}x${size})`);
  }
} finally {
  await browser.close();
}
