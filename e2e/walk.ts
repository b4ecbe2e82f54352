/**
 * The walk (issue 12, «Done when»): every screen of every demo brand at 390 x 844 on an iPhone,
 * in ru and in en — home, the side menu, each tab, a catalog category, the product popup, the
 * basket, the receive choice, the checkout form, an order's status, the orders list, the points
 * history and an operation, the profile and its edit form, gifts and a gift, referral, news and an
 * item, actions, special offers, notifications, feedback, booking, the map, settings, the sign-in
 * steps and the registration form. Each step asserts the screen by role, and that no text is cut
 * (overflow hidden and wider than its box, unless it is a declared ellipsis whose full text is
 * reachable: a title, or the link or button it names), no raw message id or `{0}` is shown, and
 * no Russian is left on an English screen (except the brand's own names and addresses, which the
 * demo brands give in Russian only).
 *
 * Run it alone: `npx playwright test --grep @walk` (e2e/screens-walk-<brand>.spec.ts). `WALK_SCREENSHOTS=dir` also writes a
 * screenshot of every step into dir (the assertions always run).
 */
import { expect, test, type Locator, type Page } from './test.ts'
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { demoBrands } from '../server/seed/index.ts'
import { signIn, skipStartupScreens } from './auth-helpers.ts'
import { api, choosePickup, fillBasket, productsOf } from './checkout-helpers.ts'
import { brandUrl } from './helpers.ts'
import { phoneBrowsers } from './user-agents.ts'

const iPhone = phoneBrowsers.find((b) => b.label.startsWith('iPhone Safari'))!
const shots = process.env.WALK_SCREENSHOTS
if (shots) mkdirSync(shots, { recursive: true })

type Locale = 'ru' | 'en'

const texts = {
  ru: {
    tabs: 'Вкладки',
    menu: 'Меню',
    phone: 'Номер телефона',
    next: 'Продолжить',
    password: 'Пароль',
    close: /Закрыть/,
  },
  en: {
    tabs: 'Tabs',
    menu: 'Menu',
    phone: 'Phone number',
    next: 'Continue',
    password: 'Password',
    close: /Close/,
  },
} as const

/**
 * Russian allowed on an English screen: what is not the app's nor the brand's translated text —
 * addresses, the demo customer's own name, the language list's endonym («Русский»), and the
 * branch the test stored as chosen (choosePickup stores the seed's Russian branch).
 */
const RU_ONLY = [
  /ул\.|улица|пр\.|проспект|наб\.|площадь|шоссе|д\.\s*\d|г\.\s/i,
  /^Демо Покупатель$/,
  /^Русский$/,
]

function branchNames(client: string): string[] {
  const brand = demoBrands.find((b) => b.client === client)!
  return brand.branches.flatMap((b) => [b.name, b.address])
}

interface Finding {
  kind: 'cut' | 'raw' | 'russian'
  text: string
  where: string
}

/** Cut text, raw ids / placeholders and (on en) Cyrillic text, as the page shows them now. */
function findings(page: Page, en: boolean): Promise<Finding[]> {
  return page.evaluate((en) => {
    const out: { kind: 'cut' | 'raw' | 'russian'; text: string; where: string }[] = []
    const shown = (el: Element) => {
      if (el.closest('[aria-hidden="true"], [hidden], .visually-hidden, .ui-card__mark')) {
        return false
      }
      const r = el.getBoundingClientRect()
      if (r.width <= 1 || r.height <= 1) return false
      if (r.bottom < 0 || r.top > innerHeight || r.right < 0 || r.left > innerWidth) return false
      const s = getComputedStyle(el)
      return s.visibility !== 'hidden' && Number(s.opacity) > 0
    }
    const where = (el: Element) =>
      `${el.tagName.toLowerCase()}${el.className && typeof el.className === 'string' ? '.' + el.className.split(' ')[0] : ''}`
    const ownText = (el: Element) =>
      [...el.childNodes]
        .filter((n) => n.nodeType === Node.TEXT_NODE)
        .map((n) => n.textContent ?? '')
        .join('')
        .trim()
    for (const el of document.body.querySelectorAll('*')) {
      if (el.closest('svg, .leaflet-container')) continue
      const text = ownText(el)
      if (!text || !shown(el)) continue
      const s = getComputedStyle(el)
      const clipsX = s.overflowX === 'hidden' || s.overflowX === 'clip'
      const clamp = s.getPropertyValue('-webkit-line-clamp')
      const clamped = clamp !== '' && clamp !== 'none'
      const cutX = clipsX && el.scrollWidth > el.clientWidth + 1
      const cutY = (clamped || s.overflowY === 'hidden') && el.scrollHeight > el.clientHeight + 1
      if (cutX || (clamped && cutY)) {
        const declared = s.textOverflow === 'ellipsis' || clamped
        const fullTextReachable = Boolean(
          el.closest('[title], a, button, [role="button"], [role="link"], [role="option"]'),
        )
        if (!(declared && fullTextReachable)) out.push({ kind: 'cut', text, where: where(el) })
      }
      if (/\{\w+\}|\{\w+, ?(plural|select)/.test(text)) {
        out.push({ kind: 'raw', text, where: where(el) })
      }
      if (en && /[а-яё]/i.test(text)) out.push({ kind: 'russian', text, where: where(el) })
    }
    return out
  }, en)
}

interface Walk {
  page: Page
  client: string
  locale: Locale
  step: number
}

/** Checks the screen as it is shown now (and writes its screenshot when asked). */
async function look(w: Walk, name: string) {
  // Content, not its loading skeletons (role status, aria-busy): a skeleton that stays is a
  // placeholder a customer would see (soft: the walk goes on and reports it).
  await expect
    .soft(
      w.page.locator('[role="status"][aria-busy="true"]'),
      `${w.client} ${w.locale} ${name}: still loading`,
    )
    .toHaveCount(0, { timeout: 20_000 })
  // Pictures and fonts settled: the layout is the one a customer sees.
  await w.page.evaluate(() => document.fonts.ready)
  const found = (await findings(w.page, w.locale === 'en')).filter(
    (f) =>
      !(
        f.kind === 'russian' &&
        (RU_ONLY.some((re) => re.test(f.text)) ||
          branchNames(w.client).some((n) => f.text.includes(n)))
      ),
  )
  expect.soft(found, `${w.client} ${w.locale} ${name}`).toEqual([])
  if (shots) {
    const n = String(++w.step).padStart(2, '0')
    const file = (part: string) => join(shots, `${w.client}-${w.locale}-${n}-${name}${part}.png`)
    if (await overlayOpen(w.page)) await shootOverlay(w.page, file)
    else await shootScreen(w.page, file)
  }
}

/** Loading, as a person using a screen reader hears it: a busy status or progress bar. */
const BUSY = '[role="status"][aria-busy="true"], [role="progressbar"][aria-busy="true"]'

/** A dialog, sheet, popup or the side menu (role dialog) is on top of the page. */
function overlayOpen(page: Page): Promise<boolean> {
  return page.evaluate(() =>
    [...document.querySelectorAll('[role="dialog"], [role="alertdialog"], dialog[open]')].some(
      (d) => {
        const r = d.getBoundingClientRect()
        return r.width > 1 && r.height > 1 && getComputedStyle(d).visibility !== 'hidden'
      },
    ),
  )
}

/**
 * Waits (bounded: `frames` animation frames) until the page has settled: nothing busy, every
 * picture in, and the height its scrollers hide unchanged for 15 frames in a row — an infinite
 * list that the taller screen shows its sentinel to loads its next page (or reaches its end), a
 * lazy home widget mounts and fills. Answers what the page's scroller hides then, and the top of
 * the bars below that scroller (tab bar, the basket bar over it; the screen's height if none).
 */
function settle(page: Page, frames = 600): Promise<{ hidden: number; barTop: number }> {
  return page.evaluate(
    async ([busy, frames]) => {
      const measure = () => {
        let scroller: Element | null = null
        let hidden = 0
        for (const el of document.querySelectorAll('*')) {
          const overflow = getComputedStyle(el).overflowY
          if (overflow !== 'auto' && overflow !== 'scroll') continue
          // the page's own scroller: the one that hides most, or (none hiding) the tallest
          const h = Math.max(0, el.scrollHeight - el.clientHeight)
          if (!scroller || h > hidden || (h === hidden && el.clientHeight > scroller.clientHeight))
            [hidden, scroller] = [h, el]
        }
        let barTop = innerHeight
        if (scroller) {
          const top = scroller.getBoundingClientRect().top + 50
          for (const el of document.body.querySelectorAll('*')) {
            if (scroller.contains(el) || el.contains(scroller)) continue
            const r = el.getBoundingClientRect()
            if (r.width <= 1 || r.height <= 1 || r.top < top || r.bottom > innerHeight + 1) continue
            if (getComputedStyle(el).visibility === 'hidden') continue
            barTop = Math.min(barTop, r.top)
          }
        }
        return { hidden, barTop }
      }
      let last = ''
      let same = 0
      for (let i = 0; i < frames; i++) {
        await new Promise(requestAnimationFrame)
        const m = measure()
        const done =
          !document.querySelector(busy) && [...document.images].every((img) => img.complete)
        const key = `${m.hidden}:${m.barTop}:${done}`
        same = key === last ? same + 1 : 0
        last = key
        if (done && same >= 15) return m
      }
      return measure()
    },
    [BUSY, frames] as const,
  )
}

/**
 * The whole screen, so what is below the fold is looked at too: the app scrolls inside its page
 * (not the document), so the viewport grows by what its scroller hides — again after the taller
 * screen has loaded what it shows (bounded) — and the shot is cut in 390 x 844 pieces. The bars
 * at the bottom (tab bar, basket bar) are in the last piece only, which ends at the screen's end.
 */
async function shootScreen(page: Page, file: (part: string) => string) {
  const viewport = page.viewportSize()!
  const ceiling = 8000
  let height = viewport.height
  let { hidden, barTop } = await settle(page, 1)
  for (let round = 0; round < 6 && hidden > 1 && height < ceiling; round++) {
    height = Math.min(height + hidden, ceiling)
    await page.setViewportSize({ width: viewport.width, height })
    ;({ hidden, barTop } = await settle(page))
  }
  const last = Math.max(0, height - viewport.height)
  const starts: number[] = []
  // Content pieces from the top; one that would reach into the bars ends above them instead.
  for (let y = 0; y < last; y += viewport.height)
    starts.push(Math.max(0, Math.min(y, barTop - viewport.height)))
  starts.push(last)
  const pieces = [...new Set(starts)]
  for (const [i, y] of pieces.entries()) {
    const part = pieces.length > 1 ? `-${i + 1}of${pieces.length}` : ''
    await page.screenshot({
      path: file(part),
      clip: { x: 0, y, width: viewport.width, height: Math.min(viewport.height, height - y) },
    })
  }
  if (height > viewport.height) await page.setViewportSize(viewport)
}

/**
 * An overlay at the phone's own size (a dialog, sheet or the side menu would stretch to a grown
 * viewport): one shot, or, when its own content scrolls, one 390 x 844 shot per screenful of
 * its scroller, scrolled there.
 */
async function shootOverlay(page: Page, file: (part: string) => string) {
  const scroller = await page.evaluateHandle(() => {
    const dialogs = [
      ...document.querySelectorAll('[role="dialog"], [role="alertdialog"], dialog[open]'),
    ]
    const top = dialogs[dialogs.length - 1]!
    let found: Element | null = null
    let hidden = 1
    for (const el of [top, ...top.querySelectorAll('*')]) {
      const overflow = getComputedStyle(el).overflowY
      if (overflow !== 'auto' && overflow !== 'scroll') continue
      if (el.scrollHeight - el.clientHeight > hidden)
        [hidden, found] = [el.scrollHeight - el.clientHeight, el]
    }
    return found
  })
  const el = scroller.asElement()
  if (!el) {
    await page.screenshot({ path: file('') })
    return
  }
  const [full, screenful] = await el.evaluate((e) => [e.scrollHeight, e.clientHeight])
  const pieces = Math.ceil(full / screenful)
  for (let i = 0; i < pieces; i++) {
    await el.evaluate((e, y) => {
      e.scrollTop = y
    }, i * screenful)
    await settle(page, 120)
    await page.screenshot({ path: file(pieces > 1 ? `-${i + 1}of${pieces}` : '') })
  }
  await el.evaluate((e) => {
    e.scrollTop = 0
  })
}

/**
 * The app's locale from the next load on: an init script stores it before the app starts (the
 * tab's sessionStorage carries the walk's choice across reloads).
 */
async function setLocale(page: Page, locale: Locale) {
  await page.evaluate((l) => sessionStorage.setItem('walk-locale', l), locale)
}

async function localeScript(page: Page, client: string) {
  await page.addInitScript((c) => {
    const l = sessionStorage.getItem('walk-locale')
    if (l) localStorage.setItem(`${c}:locale`, JSON.stringify(l))
  }, client)
}

const h1 = (page: Page) => page.getByRole('heading', { level: 1 }).first()

/** Opens a route and waits for its h1. */
async function screen(w: Walk, name: string, path: string) {
  await w.page.goto(brandUrl(w.client, path))
  await expect(h1(w.page), `${w.client} ${w.locale} ${name}`).toBeVisible()
  await look(w, name)
}

/** Opens a dialog by clicking `opener`, checks it, and closes it. */
async function popup(w: Walk, name: string, opener: Locator) {
  await opener.click()
  const dialog = w.page.getByRole('dialog').last()
  await expect(dialog, `${w.client} ${w.locale} ${name}`).toBeVisible()
  await expect(dialog.getByRole('heading').first()).toBeVisible()
  await look(w, name)
  await w.page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
}

function has(client: string, module: string): boolean {
  const brand = demoBrands.find((b) => b.client === client)!
  const modules = (brand.settings as { modules?: Record<string, unknown> }).modules ?? {}
  return module in modules
}

/** The signed-out part: home, side menu, the sign-in steps and the registration form. */
async function walkGuest(w: Walk) {
  const { page, client, locale } = w
  const t = texts[locale]
  await page.goto(brandUrl(client, '/'))
  // The app has started (and stored its own choice of locale) before the walk sets its own.
  await expect(page.getByRole('navigation').first()).toBeVisible()
  await setLocale(page, locale)
  await page.reload()
  await expect(page.getByRole('main').first()).toBeVisible()
  await expect(page.getByRole('navigation', { name: t.tabs })).toBeVisible()
  await look(w, 'home-guest')

  const menuButton = page.getByRole('button', { name: t.menu, exact: true }).first()
  if (await menuButton.isVisible()) {
    await menuButton.click()
    const panel = page.getByRole('dialog').last()
    await expect(panel).toBeVisible()
    await expect(panel.getByRole('link').or(panel.getByRole('button')).first()).toBeVisible()
    await look(w, 'side-menu')
    await page.keyboard.press('Escape')
    await expect(panel).toBeHidden()
  }

  // Sign-in: the phone step, then the brand's next step (password, code or PIN).
  await page.goto(brandUrl(client, '/auth'))
  await expect(page.getByLabel(t.phone)).toBeVisible()
  await look(w, 'sign-in-phone')
  // Another demo number than the one signed in later (a code sent now would delay its code).
  await page.getByLabel(t.phone).fill('+7 (999) 000-00-09')
  await page.getByRole('button', { name: t.next }).click()
  await expect(page.getByLabel(t.phone)).toBeHidden()
  await expect(page.getByRole('heading').first()).toBeVisible()
  await look(w, 'sign-in-next')

  // A number the brand does not know lands in registration.
  await page.goto(brandUrl(client, '/auth'))
  await page.getByLabel(t.phone).fill(`+7 (999) 555-${locale === 'ru' ? '01' : '02'}-77`)
  await page.getByRole('button', { name: t.next }).click()
  const form = page.getByRole('form').or(page.locator('form')).first()
  await expect(form).toBeVisible()
  // its fields, not the skeleton they load under (session 17: both pizzerias' en shots showed it)
  await expect(form.getByRole('textbox').first()).toBeVisible()
  await look(w, 'registration-or-code')
}

/** The signed-in part: every module screen the brand has. */
async function walkMember(w: Walk) {
  const { page, client, locale } = w
  const t = texts[locale]
  await choosePickup(page, client)
  await setLocale(page, 'ru')
  await signIn(page, client)
  await setLocale(page, locale)

  await page.goto(brandUrl(client, '/'))
  await expect(page.getByRole('navigation', { name: t.tabs })).toBeVisible()
  await look(w, 'home')

  // Each tab.
  const tabs = page.getByRole('navigation', { name: t.tabs }).getByRole('link')
  const count = await tabs.count()
  for (let i = 0; i < count; i++) {
    const tab = tabs.nth(i)
    const label = ((await tab.textContent()) ?? '').trim()
    await tab.click()
    await expect(tab).toHaveAttribute('aria-current', 'page')
    await expect(page.getByRole('heading').first()).toBeVisible()
    await look(w, `tab-${i + 1}-${label.replace(/\W+/g, '') || 'x'}`)
  }

  if (has(client, 'catalog')) await walkCatalog(w)

  await screen(w, 'profile', '/profile/')
  await screen(w, 'profile-edit', '/profile/edit')
  if (has(client, 'history')) {
    await screen(w, 'history', '/history/')
    const operation = page.getByRole('main').getByRole('link').first()
    if (await operation.isVisible()) {
      await operation.click()
      await expect(page).toHaveURL(/\/history\/body\//)
      await expect(h1(page)).toBeVisible()
      await look(w, 'operation')
    }
  }
  if (has(client, 'gifts')) {
    await screen(w, 'gifts', '/gifts/')
    await popup(
      w,
      'gift',
      page.getByRole('main').getByRole('button').filter({ hasText: /\S/ }).first(),
    )
  }
  if (has(client, 'referral')) await screen(w, 'referral', '/referral')
  if (has(client, 'news')) {
    await screen(w, 'news', '/news/')
    await popup(
      w,
      'news-item',
      page.getByRole('main').getByRole('button').filter({ hasText: /\S/ }).first(),
    )
  }
  if (has(client, 'actions')) await screen(w, 'actions', '/actions/')
  if (has(client, 'specialoffer')) {
    await page.goto(brandUrl(client, '/'))
    await expect(page.getByRole('navigation', { name: t.tabs })).toBeVisible()
    await look(w, 'special-offers-home')
  }
  if (has(client, 'notifications')) await screen(w, 'notifications', '/notifications/')
  if (has(client, 'feedback')) await screen(w, 'feedback', '/feedback/')
  if (has(client, 'booking')) await screen(w, 'booking', '/booking/')
  if (has(client, 'maps')) await screen(w, 'maps', '/maps/')
  await screen(w, 'settings', '/settings/')
}

async function walkCatalog(w: Walk) {
  const { page, client } = w
  const r = await page.request.post(api(client, 'get-categories'), { data: { branch: 1 } })
  const { category } = (await r.json()) as { category: { id: number }[] }
  let plain: { id: number; name: string }[] = []
  let id = category[0]!.id
  for (const c of category) {
    plain = (await productsOf(page, client, c.id)).filter((p) => !p.isVariation)
    if (plain.length) {
      id = c.id
      break
    }
  }
  await screen(w, 'catalog-category', `/catalog/category/${id}`)
  if (!plain.length) return
  // The product's name as the screen shows it, in the walk's locale.
  const answer = await page.request.post(api(client, 'get-products'), {
    headers: { 'Accept-Language': w.locale },
    data: { branch: 1, category: id, limit: 50 },
  })
  const { products } = (await answer.json()) as { products: { id: number; name: string }[] }
  const shown = products.find((p) => p.id === plain[0]!.id)!.name
  await popup(w, 'product', page.getByRole('button', { name: shown, exact: true }))
  // In the walk's language: the basket shows the names it holds until its refresh replaces them
  // (a look before that found «Карбонара» in the en basket once, session 21).
  await fillBasket(page, client, [{ id: plain[0]!.id, amount: 1 }], 1, w.locale)
  await screen(w, 'basket', '/catalog/basket')
  await screen(w, 'checkout-form', '/catalog/form')
  await screen(w, 'orders', '/catalog/history')
  const order = page.getByRole('main').getByRole('link').first()
  if (await order.isVisible()) {
    await order.click()
    await expect(h1(page)).toBeVisible()
    await look(w, 'order-status')
  }
}

/** The brand's time zone (its displayTimeZone setting; the demo brands are in Moscow or Minsk). */
function timeZone(settings: Record<string, unknown>): string {
  return typeof settings.displayTimeZone === 'string' ? settings.displayTimeZone : 'Europe/Moscow'
}

/** The locales a brand offers (its `languages` setting; sushi offers only Russian). */
function offered(settings: Record<string, unknown>): Locale[] {
  const languages = Array.isArray(settings.languages) ? settings.languages : ['ru']
  return (['ru', 'en'] as const).filter((l) => languages.includes(l))
}

/**
 * Defines the walk of one demo brand, in each locale it offers: a spec file per brand
 * (e2e/screens-walk-<brand>.spec.ts), so that two workers share the walks (a file runs on one
 * worker; in one file the four brands took 12 minutes of one worker).
 */
export function defineWalk(brand: string) {
  const found = demoBrands.find((b) => b.client === brand)
  if (!found) throw new Error(`no demo brand ${brand}`)
  const { client, settings } = found
  for (const locale of offered(settings)) {
    test.describe(`${client} ${locale}`, () => {
      test.use({
        userAgent: iPhone.userAgent,
        viewport: { width: 390, height: 844 },
        // The customer's phone: its language (navigator.language, Accept-Language, the date
        // fields' format) is the walk's — British English, as the app writes its en dates
        // day first — and its clock is in the brand's time zone.
        locale: locale === 'ru' ? 'ru-RU' : 'en-GB',
        timezoneId: timeZone(settings),
      })
      test(`${client} ${locale}: every screen, nothing cut, no raw id, no stray Russian @walk`, async ({
        page,
      }) => {
        // A ceiling, not a wait: pizzeria-msk has the most screens (~40 steps), and with the walks
        // of two brands side by side on the two workers one took 3.1 min in the validation run.
        // Whole-screen shots (WALK_SCREENSHOTS) grow the viewport and wait for its pictures on
        // every screen: pizzeria-spb ru took over 6 min with them (session 11's validation).
        test.setTimeout(shots ? 720_000 : 360_000)
        await skipStartupScreens(page.context(), client)
        await localeScript(page, client)
        const w: Walk = { page, client, locale, step: 0 }
        await walkGuest(w)
        await walkMember(w)
      })
    })
  }
}
