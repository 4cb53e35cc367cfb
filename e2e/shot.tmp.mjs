import { serveDist, launchBrowser, openApp, openAppJa, englishWords } from './harness.mjs';
const server = await serveDist(); const browser = await launchBrowser();
const hash = process.argv[2]; const name = process.argv[3];
for (const [size, viewport] of [['phone', { width: 390, height: 844 }], ['laptop', { width: 1280, height: 720 }], ['projector', { width: 1920, height: 1080 }]]) {
  for (const ja of [false, true]) {
    const { page, errors, close } = ja ? await openAppJa(browser, server.url, hash, viewport) : await openApp(browser, server.url, hash, viewport);
    await page.setViewportSize(viewport);
    await page.waitForTimeout(300);
    if (process.argv[4]) { for (const sel of process.argv[4].split('|')) { await page.click(sel); await page.waitForTimeout(200); } }
    await page.screenshot({ path: `/tmp/shots/${name}-${size}-${ja ? 'ja' : 'en'}.png` });
    if (ja) console.log(size, 'english words:', JSON.stringify(await englishWords(page)));
    if (errors.length) console.log('errors', errors);
    await close();
  }
}
await browser.close(); await server.close();
