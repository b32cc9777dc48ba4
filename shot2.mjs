import { chromium } from '@playwright/test';
const [,, url, out, width='375', wait='6000'] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const page = await browser.newPage({ viewport: { width: Number(width), height: 800 } });
await page.goto(url);
await page.waitForTimeout(Number(wait));
const y = await page.locator('[data-network-graph]').evaluate((e) => e.getBoundingClientRect().top + window.scrollY);
await page.screenshot({ path: out, clip: { x: 0, y: Math.max(0, y - 40), width: Number(width), height: 1300 }, fullPage: true });
await browser.close();
