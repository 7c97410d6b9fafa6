// Rasterises apps/web/public/favicon.svg into the PWA's PNG icons with Debian's Chromium (run once; the PNGs are committed).
import { chromium } from 'playwright-core';
import fs from 'node:fs';
import path from 'node:path';

const pub = path.resolve(import.meta.dirname, '../apps/web/public');
const svg = fs.readFileSync(path.join(pub, 'favicon.svg'), 'utf8');
const targets = [
  ['icons/icon-192.png', 192, false],
  ['icons/icon-512.png', 512, false],
  ['icons/icon-maskable-512.png', 512, true],
  ['apple-touch-icon.png', 180, true],
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
fs.mkdirSync(path.join(pub, 'icons'), { recursive: true });
for (const [file, size, maskable] of targets) {
  const page = await browser.newPage({ viewport: { width: size, height: size } });
  // Maskable icons need their artwork inside the central safe zone on a full-bleed background.
  const inner = maskable ? Math.round(size * 0.8) : size;
  await page.setContent(
    `<body style="margin:0;background:${maskable ? '#1f5a4f' : 'transparent'};display:grid;place-items:center;height:${size}px">` +
      `<div style="width:${inner}px;height:${inner}px">${svg.replace('<svg ', `<svg width="${inner}" height="${inner}" `)}</div></body>`,
  );
  await page.screenshot({ path: path.join(pub, file), omitBackground: !maskable });
  await page.close();
}
await browser.close();
console.log('icons written to', pub);
