// node scripts/draw-favicon.mjs: draws frontend/public/favicon-48.png from frontend/public/logo.svg in Chromium.
// The favicon is a PNG: Chrome decodes a page's icon in the page's own process, and an SVG icon costs it a separate
// SVG document (5 to 40 ms of main thread on a 2-core machine) just after the first paint.
import fs from 'node:fs';
import { chromium } from 'playwright';
import { ensureChromium } from './lib.mjs';

const publicDir = new URL('../frontend/public/', import.meta.url);
const svg = fs.readFileSync(new URL('logo.svg', publicDir), 'utf8');
const browser = await chromium.launch({ executablePath: await ensureChromium(), args: ['--no-sandbox'] });
const page = await browser.newPage({ viewport: { width: 48, height: 48 } });
await page.setContent(`<style>html,body{margin:0;background:transparent}svg{display:block;width:48px;height:48px}</style>${svg}`);
await page.screenshot({ path: new URL('favicon-48.png', publicDir).pathname, omitBackground: true });
await browser.close();
