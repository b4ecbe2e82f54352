// React section of `npm run bench -- react` (issue 16: the home's main thread is mostly React's
// work). Counts what React does while a home starts, a deterministic figure where wall-clock
// times swing 2x on a shared machine: Chromium (Pixel 7 size) opens each brand's home with a
// stub of React DevTools' global hook installed before the app loads; React (its production
// build too) calls the hook's `onCommitFiberRoot` after every commit, and the stub walks the
// committed fiber tree as DevTools does (a subtree whose child list did not change did not
// render; a component rendered if it mounted or did work, React's PerformedWork flag).
// Per page: commits, components rendered (in all commits), components per commit, and, for each
// commit, the "update roots": the components that rendered while the component above them did
// not, i.e. where the update started (a state change, a context, a Suspense boundary revealed).
// The homes are the guest's first start and the signed-in second start (token and cached app
// data, as the Lighthouse section sets them). The page counts until no commit came for
// REACT_QUIET ms after the network went quiet (at most 60 s).
// `BENCH_BRANDS=pizzeria-msk,coffee` (default) limits the brands; `BENCH_REACT_RUNS=3` (default)
// runs each page that many times and reports the median; `BENCH_REACT_LOG=1` prints every commit.
// Component names need an unminified build: `BENCH_REACT_NAMES=1` builds one (dist-names, with
// `--minify false`) and serves it from a second server for this section.
import { spawnSync } from 'node:child_process'
import { chromium } from '@playwright/test'
import { brandBase, chromiumPath, figure, phonePage, signInByRest, startServer } from './lib.mjs'

const BRANDS = ['pizzeria-msk', 'coffee']
const REACT_QUIET = 5_000

/** Installed in the page before any script: counts React's commits and what each rendered. */
function hookStub() {
  const COMPONENT = new Set([0, 1, 11, 14, 15]) // function, class, forwardRef, memo, simple memo
  const SUSPENSE = 13
  const PERFORMED_WORK = 1
  const t0 = performance.now()
  const commits = []
  const nameOf = (f) => {
    const t = f.type
    if (!t) return '?'
    if (typeof t === 'function') return t.displayName || t.name || 'Anonymous'
    const inner = t.render || t.type
    return t.displayName || (inner && (inner.displayName || inner.name)) || 'Anonymous'
  }
  function visit(next, prev, c, parentRendered, owner) {
    let rendered = parentRendered
    if (COMPONENT.has(next.tag)) {
      rendered = prev === null || (next.flags & PERFORMED_WORK) === PERFORMED_WORK
      if (rendered) {
        const name = nameOf(next)
        c.rendered++
        if (prev === null) c.mounted++
        c.byName[name] = (c.byName[name] ?? 0) + 1
        if (!parentRendered) c.roots[name] = (c.roots[name] ?? 0) + 1
      }
      owner = nameOf(next)
    } else if (next.tag === SUSPENSE && prev !== null) {
      const was = prev.memoizedState !== null
      const is = next.memoizedState !== null
      if (was && !is) c.revealed.push(owner)
    }
    if (prev !== null && next.child === prev.child) return
    for (let child = next.child; child; child = child.sibling)
      visit(child, prev === null ? null : child.alternate, c, rendered, owner)
  }
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject(renderer) {
      this.renderers.set(1, renderer)
      return 1
    },
    checkDCE() {},
    onScheduleFiberRoot() {},
    onCommitFiberRoot(_id, root) {
      const c = {
        at: Math.round(performance.now() - t0),
        rendered: 0,
        mounted: 0,
        byName: {},
        roots: {},
        revealed: [],
      }
      const current = root.current
      try {
        visit(current, current.alternate, c, false, 'root')
      } catch (error) {
        c.error = String(error)
      }
      commits.push(c)
    },
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
  }
  window.__benchReact = { commits }
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b)
  return s.length === 0 ? NaN : s[Math.floor((s.length - 1) / 2)]
}

/** Opens `url` in a fresh context prepared by `init`, and returns the commits of the start. */
async function measure(browser, url, client, stored, visitFirst) {
  const { context, page } = await phonePage(browser, client, stored, visitFirst ? url : null)
  try {
    await page.addInitScript(hookStub)
    await page.goto(url)
    await page.getByRole('main').first().waitFor({ timeout: 60_000 })
    await page.waitForLoadState('networkidle', { timeout: 60_000 }).catch(() => undefined)
    // Until no commit came for REACT_QUIET ms (timers of up to SLOT_AFTER_MAX may still fire).
    const started = Date.now()
    let last = -1
    let still = Date.now()
    while (Date.now() - started < 60_000) {
      const n = await page.evaluate(() => window.__benchReact.commits.length)
      if (n !== last) {
        last = n
        still = Date.now()
      } else if (Date.now() - still >= REACT_QUIET) break
      await page.waitForTimeout(250)
    }
    return await page.evaluate(() => window.__benchReact.commits)
  } finally {
    await context.close()
  }
}

const top = (counts, n) =>
  Object.entries(counts)
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([k, v]) => (v > 1 ? `${k}×${v}` : k))
    .join(', ')

function summarise(commits) {
  const rendered = commits.reduce((s, c) => s + c.rendered, 0)
  const byName = {}
  for (const c of commits)
    for (const [k, v] of Object.entries(c.byName)) byName[k] = (byName[k] ?? 0) + v
  const roots = {}
  for (const c of commits) for (const k of Object.keys(c.roots)) roots[k] = (roots[k] ?? 0) + 1
  return {
    commits: commits.length,
    rendered,
    mounted: commits.reduce((s, c) => s + c.mounted, 0),
    rerendered: rendered - commits.reduce((s, c) => s + c.mounted, 0),
    perCommit: commits.length ? Math.round(rendered / commits.length) : 0,
    maxPerCommit: Math.max(0, ...commits.map((c) => c.rendered)),
    byName,
    roots,
  }
}

export default async function reactSection({ base }) {
  let server = null
  if (process.env.BENCH_REACT_NAMES) {
    const built = spawnSync(
      'npx',
      ['vite', 'build', '--minify', 'false', '--outDir', 'dist-names', '--logLevel', 'warn'],
      { stdio: 'inherit' },
    )
    if (built.status !== 0) throw new Error('the unminified build failed')
    server = await startServer({ DIST_DIR: 'dist-names' })
    base = server.base
  }
  const brands = (process.env.BENCH_BRANDS?.split(',') ?? BRANDS).filter(Boolean)
  const runs = Number(process.env.BENCH_REACT_RUNS ?? 3)
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run'],
  })
  const passed = { secondRun: true, ageCheck: true }
  const pages = []
  try {
    for (const client of brands) {
      const home = `${brandBase(base, client)}/`
      const kinds = [
        { label: `${client} home, guest (first start)`, stored: passed, visitFirst: false },
        { label: `${client} home, signed in`, signedIn: true, visitFirst: true },
      ]
      for (const kind of kinds) {
        const samples = []
        for (let i = 0; i < runs; i++) {
          let stored = kind.stored
          if (kind.signedIn) {
            const { key, token } = await signInByRest(base, client)
            stored = { ...passed, uuid: key, authToken: token }
          }
          samples.push(await measure(browser, home, client, stored, kind.visitFirst))
        }
        pages.push({ label: kind.label, samples: samples.map((s) => ({ ...summarise(s), s })) })
      }
    }
  } finally {
    await browser.close()
    server?.stop()
  }

  console.log(
    `\nReact's work on the home's start (commits; components rendered; median of ${runs} runs)`,
  )
  const figures = []
  for (const p of pages) {
    const commits = median(p.samples.map((s) => s.commits))
    const rendered = median(p.samples.map((s) => s.rendered))
    const one = p.samples.find((s) => s.rendered === rendered) ?? p.samples[0]
    console.log(
      `  ${p.label.padEnd(36)} commits ${String(commits).padStart(3)} (${p.samples.map((s) => s.commits).join('/')})  rendered ${String(rendered).padStart(5)} (${p.samples.map((s) => s.rendered).join('/')})  mounted ${one.mounted}  per commit ${one.perCommit}, max ${one.maxPerCommit}`,
    )
    console.log(`      most rendered: ${top(one.byName, 12)}`)
    console.log(`      update roots (commits started there): ${top(one.roots, 12)}`)
    if (process.env.BENCH_REACT_LOG)
      for (const c of one.s)
        console.log(
          `      ${String(c.at).padStart(6)} ms  ${String(c.rendered).padStart(4)} rendered (${c.mounted} new)  from ${top(c.roots, 4)}${c.revealed.length ? `  revealed in ${c.revealed.join(', ')}` : ''}${c.error ? `  ERROR ${c.error}` : ''}`,
        )
    figures.push(
      figure(`${p.label}: commits`, commits),
      figure(`${p.label}: components rendered`, rendered),
    )
  }
  return {
    name: 'react',
    figures,
    data: pages.map((p) => ({
      label: p.label,
      samples: p.samples.map(({ s, ...rest }) => ({ ...rest, log: s })),
    })),
  }
}
