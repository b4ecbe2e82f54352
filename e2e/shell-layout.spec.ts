/**
 * Issue 12, session 15: the shell and the cards a customer sees on every brand — the tab marked
 * on side-menu pages, the side menu's tint, stamp rows, the coffee home's buttons and phone code,
 * gift titles, notifications and the feedback form's labels, product cards without buttons, the
 * spb map's pins and the gift / news sheets. Each test failed before its fix (docs/testing.md
 * "Issue 12: session 15 (shell)").
 */
import { expect, test, type Locator, type Page } from './test.ts'
import { signIn } from './auth-helpers.ts'
import { api, choosePickup, productsOf } from './checkout-helpers.ts'
import { brandUrl } from './helpers.ts'

const msk = 'pizzeria-msk'
const spb = 'pizzeria-spb'

test.beforeEach(async ({ context }) => {
  await context.addInitScript(() => {
    for (const c of ['pizzeria-msk', 'pizzeria-spb', 'coffee', 'sushi']) {
      if (!localStorage.getItem(`${c}:locale`)) localStorage.setItem(`${c}:locale`, '"ru"')
    }
  })
})

const tabs = (page: Page) => page.getByRole('navigation', { name: 'Вкладки' })

/** The names of the tabs marked as the current page. */
async function marked(page: Page): Promise<string[]> {
  const current = tabs(page).locator('[aria-current="page"]')
  return current.evaluateAll((els) => els.map((el) => (el.textContent ?? '').trim()))
}

async function box(locator: Locator) {
  const b = await locator.boundingBox()
  expect(b, 'the element has a box').not.toBeNull()
  return b!
}

/** The distinct line tops of an element's text (1 = one line). */
async function lines(locator: Locator): Promise<number> {
  return locator.evaluate((el) => {
    const range = document.createRange()
    range.selectNodeContents(el)
    return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size
  })
}

for (const client of [msk, spb]) {
  test(`${client}: Settings and Profile mark «Ещё», whichever tab they came from`, async ({
    page,
  }) => {
    // Settings from the default tab (msk «Главная», spb «Меню»): before, that tab stayed marked.
    await page.goto(brandUrl(client, '/'))
    await expect(tabs(page)).toBeVisible()
    await page.goto(brandUrl(client, '/settings/'))
    await expect(page.getByRole('heading', { name: 'Настройки', level: 1 })).toBeVisible()
    await expect.poll(() => marked(page)).toEqual(['Ещё'])
    await expect(tabs(page).getByRole('button', { name: 'Ещё' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    // Profile: msk has a profile tab (its own), spb reaches it from the side menu («Ещё»).
    await page.goto(brandUrl(client, '/profile/'))
    await expect(page.getByLabel('Номер телефона')).toBeVisible()
    await expect.poll(() => marked(page)).toEqual([client === msk ? 'Войти' : 'Ещё'])
  })
}

test('pizzeria-spb: the icons-only tab bar marks the current tab with more than a colour', async ({
  page,
}) => {
  await page.goto(brandUrl(spb, '/profile/'))
  await expect(page.getByLabel('Номер телефона')).toBeVisible()
  const more = tabs(page).getByRole('button', { name: 'Ещё' })
  await expect(more).toHaveAttribute('aria-current', 'page')
  const background = (tab: Locator) =>
    tab.evaluate((el) => getComputedStyle(el.querySelector('svg')!).backgroundColor)
  expect(await background(more)).not.toBe('rgba(0, 0, 0, 0)')
  expect(await background(tabs(page).getByRole('link', { name: 'Главная' }))).toBe(
    'rgba(0, 0, 0, 0)',
  )
})

test('pizzeria-msk side menu: an item under the pointer is not tinted as the current one', async ({
  page,
}) => {
  await page.goto(brandUrl(msk, '/'))
  await page.getByRole('button', { name: 'Меню', exact: true }).first().click()
  const panel = page.getByRole('dialog').last()
  const actions = panel.getByRole('button', { name: 'Акции', exact: true })
  await expect(actions).toBeVisible()
  // The pointer rests on «Акции» (as a tap leaves it on a phone, or a scroll brings it under).
  await actions.hover()
  const current = panel.getByRole('button', { name: 'Главная', exact: true })
  await expect(current).toHaveAttribute('aria-current', 'page')
  await expect(actions).not.toHaveAttribute('aria-current')
  const tint = (el: Locator) => el.evaluate((e) => getComputedStyle(e).backgroundColor)
  expect(await tint(actions)).not.toBe(await tint(current))
  expect(await actions.evaluate((e) => getComputedStyle(e).boxShadow)).toBe('none')
})

for (const [client, count, perRow] of [
  [spb, 10, 5],
  [msk, 8, 4],
] as const) {
  test(`${client}: the stamp card draws all ${count} stamps, ${perRow} in each of two rows`, async ({
    page,
  }) => {
    await page.goto(brandUrl(client, '/'))
    const row = page.getByRole('list', { name: `0 из ${count} пицц` })
    await row.scrollIntoViewIfNeeded()
    const stamps = row.getByRole('listitem')
    await expect(stamps).toHaveCount(count)
    await expect(stamps.first()).toHaveAccessibleName('Штамп 1: ещё нет')
    const tops = await stamps.evaluateAll((els) =>
      els.map((el) => Math.round(el.getBoundingClientRect().top)),
    )
    const rows = new Map<number, number>()
    for (const top of tops) rows.set(top, (rows.get(top) ?? 0) + 1)
    expect([...rows.values()]).toEqual([perRow, perRow])
  })
}

for (const locale of ['ru', 'en'] as const) {
  test(`coffee home (${locale}): every contact button's label on one line at 390 px`, async ({
    page,
  }) => {
    await page.addInitScript(
      (l) => localStorage.setItem('coffee:locale', JSON.stringify(l)),
      locale,
    )
    await page.goto(brandUrl('coffee', '/'))
    const list = page.getByRole('list', {
      name: locale === 'ru' ? 'Контакты и ссылки' : 'Contacts and links',
    })
    await list.scrollIntoViewIfNeeded()
    const review = list.getByRole('button', {
      name: locale === 'ru' ? 'Оставить отзыв' : 'Leave a review',
    })
    await expect(review).toBeVisible()
    const controls = list.getByRole('link').or(list.getByRole('button'))
    const n = await controls.count()
    expect(n).toBeGreaterThan(1)
    for (let i = 0; i < n; i++) {
      const label = controls.nth(i).locator('span').last()
      expect(await lines(label), (await label.textContent()) ?? '').toBe(1)
      const b = await box(controls.nth(i))
      expect(b.x + b.width).toBeLessThanOrEqual(390)
    }
  })
}

test('coffee (Minsk) sign-in starts with +375 and fills the Belarusian mask', async ({ page }) => {
  await page.goto(brandUrl('coffee', '/auth'))
  const phone = page.getByLabel('Номер телефона')
  await expect(phone).toHaveValue('+375')
  await phone.click()
  await page.keyboard.press('End')
  await phone.pressSequentially('291234567')
  await expect(phone).toHaveValue('+375 29 123-45-67')
  // A Russian number pasted whole still gets the +7 mask.
  await phone.fill('+7 (999) 000-00-01')
  await expect(phone).toHaveValue('+7 (999) 000-00-01')
})

test('pizzeria-msk gifts: a two-line title never starts with a short first line', async ({
  page,
}) => {
  await page.goto(brandUrl(msk, '/gifts/'))
  const titles = page.getByRole('main').getByRole('button').filter({ hasText: /\S/ })
  await expect(titles.first()).toBeVisible()
  // A title of two lines at most, the first not shorter than the last (no «Пицца / Маргарита
  // 25 см», no «Морс / клюквенный / 0,5 л»).
  const widths = await titles.evaluateAll((cards) =>
    cards.map((card) => {
      const title = [...card.querySelectorAll('span')].find(
        (e) => e.firstChild?.nodeType === 3 && /Пицца|Морс/.test(e.firstChild.textContent ?? ''),
      )
      if (!title) return null
      const range = document.createRange()
      range.selectNodeContents(title)
      const byLine = new Map<number, number>()
      for (const r of range.getClientRects()) {
        if (r.width < 1) continue
        const top = Math.round(r.top)
        byLine.set(top, (byLine.get(top) ?? 0) + r.width)
      }
      return { text: title.textContent, lines: [...byLine.values()] }
    }),
  )
  const checked = widths.filter((w) => w && w.lines.length > 1)
  expect(checked.length).toBeGreaterThan(0)
  for (const w of checked) {
    const said = `${w!.text}: ${w!.lines.map(Math.round).join(' / ')}`
    expect(w!.lines.length, said).toBeLessThanOrEqual(2)
    expect(w!.lines[0]!, said).toBeGreaterThanOrEqual(w!.lines.at(-1)!)
  }
})

test('notifications: read and unread titles start at one x', async ({ page }) => {
  test.setTimeout(120_000)
  await signIn(page, msk)
  await page.goto(brandUrl(msk, '/notifications/'))
  const items = page.getByRole('main').getByRole('listitem').getByRole('button')
  await expect(items.first()).toBeVisible()
  // Open one (it becomes read), then come back: both kinds are on the page.
  await items.first().click()
  await page.goto(brandUrl(msk, '/notifications/'))
  await expect(items.first()).toBeVisible()
  const starts = await items.evaluateAll((els) =>
    els.map((el) => {
      // the title's text itself (a dot drawn before it inside the title moved the text, not the box)
      const range = document.createRange()
      range.selectNodeContents(el.firstElementChild!.firstElementChild!)
      return {
        x: Math.round(range.getClientRects()[0]!.left),
        unread: el.className.includes('--new'),
      }
    }),
  )
  expect(new Set(starts.map((s) => s.unread)).size, JSON.stringify(starts)).toBe(2)
  expect(new Set(starts.map((s) => s.x)).size, JSON.stringify(starts)).toBe(1)
})

test('feedback: the rating label starts where the other labels do', async ({ page }) => {
  await page.goto(brandUrl(msk, '/feedback/'))
  const rating = page.getByText('Оценка', { exact: true })
  const comment = page.getByText(/^Комментарий/).first()
  await expect(rating).toBeVisible()
  await expect(comment).toBeVisible()
  // where the words start (a centred text in a full-width label has the same box)
  const textStart = (l: Locator) =>
    l.evaluate((el) => {
      const range = document.createRange()
      range.selectNodeContents(el)
      return range.getClientRects()[0]!.left
    })
  const [r, c] = [await textStart(rating), await textStart(comment)]
  expect(Math.abs(r - c)).toBeLessThanOrEqual(1)
})

test('pizzeria-spb catalog: a card without buttons keeps no empty foot under the price', async ({
  page,
}) => {
  await choosePickup(page, spb)
  const r = await page.request.post(api(spb, 'get-categories'), { data: { branch: 1 } })
  const { category } = (await r.json()) as { category: { id: number }[] }
  let id = category[0]!.id
  for (const c of category) {
    if ((await productsOf(page, spb, c.id)).some((p) => !p.isVariation)) {
      id = c.id
      break
    }
  }
  await page.goto(brandUrl(spb, `/catalog/category/${id}`))
  const card = page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 3 }) })
    .first()
  await expect(card).toBeVisible()
  await expect(card.getByRole('button', { name: /Добавить в корзину/ })).toHaveCount(0)
  const price = card.getByText(/₽/).first()
  const [c, p] = [await box(card), await box(price)]
  // the body's own 10 px padding, no 44 px button line around the price
  expect(c.y + c.height - (p.y + p.height)).toBeLessThanOrEqual(16)
})

test('pizzeria-spb map: the six pins stand apart (none on another)', async ({ page }) => {
  await page.goto(brandUrl(spb, '/maps/'))
  const map = page.getByRole('region', { name: /карт/i }).first()
  const pins = map.getByRole('button', { name: /Пицца Марио/ })
  await expect(pins).toHaveCount(6)
  // Let the fit settle: the pins stop moving.
  let last = ''
  await expect
    .poll(async () => {
      const now = JSON.stringify(
        await pins.evaluateAll((els) => els.map((e) => e.getBoundingClientRect().toJSON())),
      )
      const same = now === last
      last = now
      return same
    })
    .toBe(true)
  const view = await box(map)
  const boxes = (
    await pins.evaluateAll((els) =>
      els.map((e) => {
        const r = e.getBoundingClientRect()
        return { x: r.x, y: r.y, w: r.width, h: r.height }
      }),
    )
  ).filter((b) => b.y >= view.y && b.y + b.h <= view.y + view.height)
  // in the map's box: all six (session 16: two sat below, under the sheet)
  expect(boxes.length).toBe(6)
  for (let i = 0; i < boxes.length; i++) {
    for (let j = i + 1; j < boxes.length; j++) {
      const [a, b] = [boxes[i]!, boxes[j]!]
      const dx = Math.max(0, Math.min(a.x + a.w, b.x + b.w) - Math.max(a.x, b.x))
      const dy = Math.max(0, Math.min(a.y + a.h, b.y + b.h) - Math.max(a.y, b.y))
      expect(dx * dy, `pins ${i} and ${j} overlap`).toBeLessThanOrEqual(0.25 * a.w * a.h)
    }
  }
})

for (const [what, path] of [
  ['gift', '/gifts/'],
  ['news item', '/news/'],
] as const) {
  test(`pizzeria-msk: the ${what} sheet is as tall as its content, at the bottom`, async ({
    page,
  }) => {
    await page.goto(brandUrl(msk, path))
    await page.getByRole('main').getByRole('button').filter({ hasText: /\S/ }).first().click()
    const sheet = page.getByRole('dialog').last()
    // the header's (hidden) title, then the content's own heading
    await expect(sheet.getByRole('heading').nth(1)).toBeVisible()
    const b = await box(sheet)
    const viewport = page.viewportSize()!
    expect(b.y + b.height).toBeGreaterThanOrEqual(viewport.height - 1)
    // No blank half: the sheet ends with its content.
    const end = await sheet.evaluate((el) => {
      const body = el.lastElementChild!
      const last = body.lastElementChild!
      return body.getBoundingClientRect().bottom - last.getBoundingClientRect().bottom
    })
    expect(end).toBeLessThanOrEqual(60)
  })
}
