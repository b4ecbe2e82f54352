#!/usr/bin/env node
// The home's request chain (issue 16, session 17): every request's start time (ms after the
// navigation) and its initiator, on a brand's home, guest first start and signed-in second
// start, at 4x CPU throttling. Not a bench section (times are noisy under load; the ORDER and
// DEPTH of the chain are what it shows). Needs a running server:
//   node scripts/bench/chain.mjs http://localhost:8170 pizzeria-msk
import { chromium } from '@playwright/test'
import { brandBase, chromiumPath, phonePage, signInByRest } from './lib.mjs'

const [base = 'http://localhost:8170', client = 'pizzeria-msk', cpu = '4'] = process.argv.slice(2)
const browser = await chromium.launch({
  executablePath: chromiumPath(),
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
})

async function measure(label, stored, visitFirst) {
  const home = `${brandBase(base, client)}/`
  const { context, page } = await phonePage(browser, client, stored, visitFirst ? home : null)
  const cdp = await context.newCDPSession(page)
  await cdp.send('Network.enable')
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true })
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: Number(cpu) })
  const rows = []
  let t0 = null
  cdp.on('Network.requestWillBeSent', (e) => {
    if (t0 === null) t0 = e.timestamp
    const u = new URL(e.request.url)
    const init = e.initiator?.url || e.initiator?.stack?.callFrames?.[0]?.url || e.initiator?.type
    rows.push({
      at: Math.round((e.timestamp - t0) * 1000),
      what: (u.pathname + u.search).slice(0, 70),
      by: String(init ?? '')
        .replace(/^.*\//, '')
        .slice(0, 40),
      prio: e.request.initialPriority,
    })
  })
  await page.goto(home)
  // Until no request started for 4 s (a throttled main thread leaves gaps networkidle ends on).
  for (let seen = -1, i = 0; i < 60 && seen !== rows.length; i++) {
    seen = rows.length
    await page.waitForTimeout(4000)
  }
  console.log(`\n${client} ${label} (cpu ${cpu}x)`)
  for (const r of rows.sort((a, b) => a.at - b.at))
    console.log(`${String(r.at).padStart(6)}  ${r.prio.padEnd(8)} ${r.what.padEnd(70)} <- ${r.by}`)
  await context.close()
}

const passed = { secondRun: true, ageCheck: true }
await measure('guest, first start', passed, false)
const { key, token } = await signInByRest(base, client)
await measure('signed in', { ...passed, uuid: key, authToken: token }, true)
await browser.close()
