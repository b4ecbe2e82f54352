/**
 * Issue 12, defects found walking the app (items 4, 5, 9-13, 19): catalog, sign-in and profile.
 * Each test failed before its fix.
 */
import { expect, test, type Locator, type Page } from './test.ts'
import { signIn } from './auth-helpers.ts'
import { choosePickup, fillBasket, productsOf } from './checkout-helpers.ts'
import { brandUrl, PORT } from './helpers.ts'

const msk = 'pizzeria-msk'

test.beforeEach(async ({ context }) => {
  await context.addInitScript(() => {
    for (const c of ['pizzeria-msk', 'pizzeria-spb', 'coffee', 'sushi']) {
      localStorage.setItem(`${c}:locale`, JSON.stringify('ru'))
    }
  })
})

/**
 * Each character's line (its box's top) in the text nodes holding `word`: the prefixes whose
 * last character, a closing quote or a punctuation mark, is on another line than the letter
 * before it («Сет «Вегетарианский / »»); [] when none.
 */
function lonePunctuation(el: Locator, word: string) {
  return el.evaluate((root, w) => {
    const found: string[] = []
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? ''
      if (!text.includes(w)) continue
      const top = (i: number) => {
        const r = document.createRange()
        r.setStart(node!, i)
        r.setEnd(node!, i + 1)
        return Math.round(r.getBoundingClientRect().top)
      }
      for (let i = 1; i < text.length; i++) {
        if (/[»”“),.!?:;]/.test(text[i]!) && top(i) !== top(i - 1)) found.push(text.slice(0, i + 1))
      }
    }
    return found
  }, word)
}

const tabs = (page: Page) => page.getByRole('navigation', { name: 'Вкладки' })

async function openPepperoni(page: Page) {
  await page.goto(brandUrl(msk, '/catalog/'))
  await page.getByRole('link', { name: 'Пицца' }).click()
  await page.getByRole('link', { name: 'Классические' }).click()
  return page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Пепперони' }) })
}

test('#19 a brand opened by ?client= stays on in-app navigation and on reload', async ({
  page,
}) => {
  await page.goto(`http://localhost:${PORT}/catalog/?client=${msk}`)
  await page.getByRole('link', { name: 'Пицца' }).click()
  await expect(page.getByRole('link', { name: 'Классические' })).toBeVisible()
  expect(new URL(page.url()).searchParams.get('client')).toBe(msk)
  await page.reload()
  await expect(page.getByRole('link', { name: 'Классические' })).toBeVisible()
  await page.getByRole('link', { name: 'Классические' }).click()
  await expect(page.getByRole('button', { name: 'Пепперони', exact: true })).toBeVisible()
  expect(new URL(page.url()).searchParams.get('client')).toBe(msk)
  // Back still walks the pages as before.
  await page.goBack()
  await expect(page.getByRole('link', { name: 'Классические' })).toBeVisible()
})

test('#4 pizzeria-spb: the sign-in and profile screens (side-menu pages) mark «Ещё»; the profile is «Профиль»', async ({
  page,
}) => {
  await page.goto(brandUrl('pizzeria-spb', '/profile/'))
  await expect(page.getByLabel('Номер телефона')).toBeVisible()
  await expect(tabs(page).getByRole('link', { name: 'Меню' })).not.toHaveAttribute('aria-current')
  await expect(tabs(page).getByRole('button', { name: 'Ещё' })).toHaveAttribute(
    'aria-current',
    'page',
  )
  await signIn(page, 'pizzeria-spb')
  await page.goto(brandUrl('pizzeria-spb', '/profile/'))
  await expect(page.getByRole('heading', { name: 'Профиль', level: 1 })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Вход' })).toHaveCount(0)
  await expect(tabs(page).getByRole('link', { name: 'Меню' })).not.toHaveAttribute('aria-current')
  await expect(tabs(page).getByRole('button', { name: 'Ещё' })).toHaveAttribute(
    'aria-current',
    'page',
  )
  // A tab's own page is still marked.
  await tabs(page).getByRole('link', { name: 'Меню' }).click()
  await expect(tabs(page).getByRole('link', { name: 'Меню' })).toHaveAttribute(
    'aria-current',
    'page',
  )
})

test('#9 the whole product card opens the product; + stays its own button', async ({ page }) => {
  const card = await openPepperoni(page)
  // One control opens the product, one adds it.
  await expect(card.getByRole('button')).toHaveCount(2)
  const name = card.getByRole('heading', { name: 'Пепперони' })
  const box = (await name.boundingBox())!
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2)
  const popup = page.getByRole('dialog', { name: 'Пепперони' })
  await expect(popup).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(popup).toBeHidden()
  // The price line too.
  const price = card.getByText(/₽/).first()
  const p = (await price.boundingBox())!
  await page.mouse.click(p.x + 2, p.y + p.height / 2)
  await expect(popup).toBeVisible()
})

test('#10 a property row does not repeat its heading («Вес / Вес 610 г»)', async ({ page }) => {
  await openPepperoni(page)
  await page.getByRole('button', { name: 'Пепперони', exact: true }).click()
  const popup = page.getByRole('dialog', { name: 'Пепперони' })
  await expect(popup.getByRole('heading', { name: 'Вес' })).toBeVisible()
  // The 30 cm pizza's weight, alone under its heading, its unit kept on the number's line.
  await expect(popup.getByText('610\u00a0г', { exact: true })).toBeVisible()
  await expect(popup.getByRole('term').filter({ hasText: /^Вес$/ })).toHaveCount(0)
})

test('#11 closed hours are said in the catalog and the basket, with the hours', async ({
  page,
}) => {
  // 03:00 in Moscow tomorrow: pickup (10:00-23:00) is closed. The browser's clock is fixed.
  const d = new Date()
  await page.clock.install({
    time: Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate() + 1, 0, 0),
  })
  await choosePickup(page, msk)
  await page.goto(brandUrl(msk, '/catalog/'))
  const notice = page.getByRole('status').filter({ hasText: 'Самовывоз недоступен в это время' })
  await expect(notice).toBeVisible()
  await expect(notice).toContainText('Закрыто, откроется в 10:00')
  await expect(notice).toContainText('Самовывоз с 10:00 до 23:00')

  const [product] = await productsOf(page, msk, 4)
  await fillBasket(page, msk, [{ id: product!.id, amount: 1 }])
  await page.goto(brandUrl(msk, '/catalog/basket'))
  await expect(page.getByRole('button', { name: /Оформить заказ/ })).toBeVisible()
  await expect(notice).toBeVisible()
  await expect(notice).toContainText('Закрыто, откроется в 10:00')
})

test('#12 the phone starts with +7: typing 9990000001 gives +7 (999) 000-00-01', async ({
  page,
}) => {
  await page.goto(brandUrl(msk, '/auth'))
  const phone = page.getByLabel('Номер телефона')
  await expect(phone).toHaveValue('+7')
  await phone.click()
  await page.keyboard.press('End')
  await phone.pressSequentially('9990000001')
  await expect(phone).toHaveValue('+7 (999) 000-00-01')
  // The focus ring is the text colour, not the brand's red (which reads as an error).
  const ring = await phone.evaluate((el) => {
    const probe = document.createElement('span')
    probe.style.color = 'var(--color-text)'
    document.body.append(probe)
    const text = getComputedStyle(probe).color
    probe.remove()
    return { outline: getComputedStyle(el).outlineColor, text }
  })
  expect(ring.outline).toBe(ring.text)
})

test('#13 the sign-in popup: aligned with its header, a new number is told it is new', async ({
  page,
}) => {
  await page.goto(brandUrl(msk, '/catalog/history'))
  await page.getByRole('button', { name: 'Войти' }).click()
  const popup = page.getByRole('dialog', { name: 'Вход' })
  const phone = popup.getByLabel('Номер телефона')
  await expect(phone).toBeVisible()
  const header = (await popup.getByRole('heading', { name: 'Вход' }).first().boundingBox())!
  const field = (await phone.boundingBox())!
  expect(Math.abs(field.x - header.x)).toBeLessThanOrEqual(2)

  const n = String(Date.now() % 10_000_000).padStart(7, '0')
  await phone.fill(`+7 (996) ${n.slice(0, 3)}-${n.slice(3, 5)}-${n.slice(5, 7)}`)
  await popup.getByRole('button', { name: 'Продолжить' }).click()
  await expect(popup.getByRole('heading', { name: 'Регистрация' })).toBeVisible()
  await expect(popup).toContainText('ещё не зарегистрирован')
  // The way back is beside the step's title, not a lone link above it.
  const back = (await popup.getByRole('button', { name: 'Назад' }).boundingBox())!
  const title = (await popup.getByRole('heading', { name: 'Регистрация' }).boundingBox())!
  expect(Math.abs(back.y + back.height / 2 - (title.y + title.height / 2))).toBeLessThan(4)
  await popup.getByRole('button', { name: 'Назад' }).click()
  await expect(popup.getByLabel('Номер телефона')).toBeVisible()
})

test('#17 the coffee home: the logo takes at most a fifth of the first screen, uncropped; the menu button over it reads at 3:1', async ({
  page,
}) => {
  await page.goto(brandUrl('coffee'))
  // the full-screen logo in the page's content (the navbar's title is a small copy of it)
  const logo = page
    .getByRole('group', { name: 'Содержимое страницы' })
    .getByRole('img', { name: 'Кофе Точка', exact: true })
    .first()
  await expect(logo).toBeVisible()
  await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.complete)).toBe(true)
  const box = (await logo.boundingBox())!
  const screen = page.viewportSize()!
  // 45 % of the first screen before session 12, a 25 % band cropping a giant monogram after it
  expect(box.height / screen.height).toBeLessThanOrEqual(0.2)
  // the whole logo shows (not cropped to the band): its box keeps the picture's own shape
  const shape = await logo.evaluate((img: HTMLImageElement) => ({
    box: img.width / img.height,
    picture: img.naturalWidth / img.naturalHeight,
  }))
  expect(Math.abs(shape.box - shape.picture)).toBeLessThan(0.05)

  const menu = page.getByRole('button', { name: 'Меню', exact: true }).first()
  await expect(menu).toBeVisible()
  // WCAG 1.4.11: the icon against the button's own (nearly opaque) backing, not the logo behind
  const { ratio, alpha } = await menu.evaluate((el) => {
    const ctx = document.createElement('canvas').getContext('2d', { willReadFrequently: true })!
    const rgba = (css: string) => {
      ctx.clearRect(0, 0, 1, 1)
      ctx.fillStyle = css
      ctx.fillRect(0, 0, 1, 1)
      return Array.from(ctx.getImageData(0, 0, 1, 1).data)
    }
    const lum = ([r, g, b]: number[]) => {
      const c = [r!, g!, b!].map((v) => {
        const s = v / 255
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4
      })
      return 0.2126 * c[0]! + 0.7152 * c[1]! + 0.0722 * c[2]!
    }
    const s = getComputedStyle(el)
    const bg = rgba(s.backgroundColor)
    const fg = rgba(s.color)
    const [a, b] = [lum(fg), lum(bg)].sort((x, y) => y - x)
    return { ratio: (a! + 0.05) / (b! + 0.05), alpha: bg[3]! / 255 }
  })
  expect(alpha).toBeGreaterThanOrEqual(0.8)
  expect(ratio).toBeGreaterThanOrEqual(3)
})

test('session 14: the coffee home’s gifts carousel shows its cards at one height (a two-line title made one taller)', async ({
  page,
}) => {
  await page.goto(brandUrl('coffee'))
  const gifts = page.getByRole('region', { name: 'Подарки', exact: true }).first()
  const cappuccino = gifts.getByRole('button', { name: /Капучино 0,3 л/ })
  const croissant = gifts.getByRole('button', { name: /Круассан с миндалём/ })
  await expect(cappuccino).toBeVisible()
  await expect(croissant).toBeVisible()
  // one line of title beside two: the cards' bottoms differed by a line (~22 px)
  const a = (await cappuccino.boundingBox())!
  const b = (await croissant.boundingBox())!
  expect(Math.abs(a.y - b.y)).toBeLessThan(1)
  expect(Math.abs(a.height - b.height)).toBeLessThan(1)
})

test('session 14: sushi’s gifts carousel never puts a closing quote on a line of its own («Сет «Филадельфия» / »»)', async ({
  page,
}) => {
  await page.goto(brandUrl('sushi'))
  const gifts = page.getByRole('region', { name: 'Подарки и купоны', exact: true }).first()
  const card = gifts.getByRole('button', { name: /Сет «Филадельфия» −25/ })
  await card.scrollIntoViewIfNeeded()
  await expect(card).toBeVisible()
  expect(await lonePunctuation(card, 'Филадельфия')).toEqual([])
})

test('session 17: sushi’s half-width catalog card keeps «Вегетарианский» with its closing quote', async ({
  page,
}) => {
  await page.goto(brandUrl('sushi', '/catalog/'))
  await page.getByRole('link', { name: 'Сеты' }).click()
  const title = page.getByRole('heading', { name: 'Сет «Вегетарианский»', exact: true })
  await title.scrollIntoViewIfNeeded()
  await expect(title).toBeVisible()
  expect(await lonePunctuation(title, 'Вегетарианский')).toEqual([])
  // and the word itself whole: two lines, «Сет / «Вегетарианский»»
  const { lines } = await title.evaluate((el) => ({
    lines: Math.round(
      el.getBoundingClientRect().height / parseFloat(getComputedStyle(el).lineHeight),
    ),
  }))
  expect(lines).toBe(2)
})

test('session 17: the home’s gift cards end on their prices, no empty band under a one-line title’s price', async ({
  page,
}) => {
  await page.goto(brandUrl('coffee'))
  const gifts = page.getByRole('region', { name: 'Подарки', exact: true }).first()
  for (const name of [/Капучино 0,3 л/, /Круассан с миндалём/]) {
    const card = gifts.getByRole('button', { name })
    await card.scrollIntoViewIfNeeded()
    await expect(card).toBeVisible()
    const price = card.getByText(/балл/)
    const c = (await card.boundingBox())!
    const p = (await price.boundingBox())!
    // the card's bottom padding (12 px) and no more: the band was a title line (~20 px) deeper
    expect(c.y + c.height - (p.y + p.height)).toBeLessThan(16)
  }
})
