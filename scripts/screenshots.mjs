// Screenshots of every demo brand at 390x844, in ru and en, for a person to look at.
//   node scripts/screenshots.mjs [baseHost=localhost:8080] [path=/] [outDir=test-results/screens]
import { chromium } from '@playwright/test'
import { mkdirSync } from 'node:fs'

const [host = 'localhost:8080', path = '/', out = 'test-results/screens'] = process.argv.slice(2)
const brands = (process.env.BRANDS ?? 'pizzeria-msk,coffee,sushi,pizzeria-spb').split(',')
mkdirSync(out, { recursive: true })
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-dev-shm-usage',
    '--no-first-run',
    '--disable-background-networking',
  ],
})
for (const locale of ['ru', 'en']) {
  for (const client of brands) {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      serviceWorkers: 'block',
    })
    // The app keeps the chosen locale per brand (storage namespace = client).
    await context.addInitScript(
      ([c, l]) => localStorage.setItem(`${c}:locale`, JSON.stringify(l)),
      [client, locale],
    )
    const page = await context.newPage()
    page.on('pageerror', (e) => console.error(`[${client}] pageerror`, e.message))
    await page.goto(`http://${client}.${host}${path}`)
    await page.waitForTimeout(1500)
    if (process.env.ACTION === 'menu') {
      await page
        .getByRole('button', { name: /Меню|Menu/ })
        .first()
        .click()
      await page.waitForTimeout(600)
    }
    const file = `${out}/${client}-${locale}${path.replace(/\W+/g, '_')}.png`
    await page.screenshot({ path: file })
    console.log(file)
    await context.close()
  }
}
await browser.close()
