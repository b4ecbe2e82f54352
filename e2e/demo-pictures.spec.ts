/**
 * Demo imagery (issue 12): on every demo brand a category's product cards and a gift show loaded
 * pictures that match them (a Margherita a pizza, a cappuccino a coffee), from the image route's
 * vendored Fluent Emoji 3D set (server/seed/images/), not the generated placeholder.
 */
import { expect, test, type Locator, type Page } from './test.ts'
import { skipStartupScreens } from './auth-helpers.ts'
import { brandUrl } from './helpers.ts'

interface BrandPictures {
  client: string
  /** A category (`/catalog/category/<id>`) and product names -> the picture each shows. */
  category?: { id: number; products: Record<string, string> }
  /** A gift's title -> its picture. */
  gift: [title: string, picture: string]
}

const BRANDS: BrandPictures[] = [
  {
    client: 'pizzeria-msk',
    category: {
      id: 11,
      products: {
        Маргарита: 'pizza_tomato_herb',
        'Четыре сыра': 'cheese_pizza_cheese',
        Пепперони: 'pizza',
      },
    },
    gift: ['Пицца Маргарита 25 см', 'pizza_tomato_herb'],
  },
  {
    client: 'pizzeria-spb',
    category: {
      id: 22,
      products: { 'Цезарь с курицей': 'green-salad_poultry-leg', Капрезе: 'tomato_cheese' },
    },
    gift: ['Тирамису', 'cake_coffee'],
  },
  {
    client: 'sushi',
    category: {
      id: 3,
      products: { 'Суши с лососем': 'sushi', 'Сашими лосось': 'fish_chopsticks' },
    },
    gift: ['Мисо-суп', 'bowl-with-spoon'],
  },
  { client: 'coffee', gift: ['Капучино 0,3 л', 'coffee_glass-of-milk'] },
]

/** The picture inside a card has loaded, names `picture` and is a vendored one. */
async function expectPicture(page: Page, card: Locator, picture: string) {
  await card.scrollIntoViewIfNeeded()
  const img = card.locator('img')
  await expect
    .poll(() => img.evaluate((el: HTMLImageElement) => (el.complete ? el.naturalWidth : 0)))
    .toBeGreaterThan(0)
  const src = (await img.getAttribute('src'))!
  expect(new URL(src).pathname).toMatch(new RegExp(`^/rest/image/[A-Za-z0-9-]+_${picture}/`))
  // The picture the browser drew (from its cache): the route's composition of vendored WebP.
  const body = await page.evaluate((url) => fetch(url).then((r) => r.text()), src)
  expect(body).toContain('<image href="data:image/webp;base64,')
}

for (const brand of BRANDS) {
  test(`${brand.client}: product cards and a gift show their own pictures`, async ({ page }) => {
    await skipStartupScreens(page.context(), brand.client)
    if (brand.category) {
      await page.goto(brandUrl(brand.client, `/catalog/category/${brand.category.id}`))
      for (const [name, picture] of Object.entries(brand.category.products)) {
        await expectPicture(page, page.getByRole('button', { name, exact: true }), picture)
      }
    }
    await page.goto(brandUrl(brand.client, '/gifts/'))
    const [title, picture] = brand.gift
    const gift = page.getByRole('button', { name: new RegExp(`Подарок\\s*:\\s*${title}`) })
    await expectPicture(page, gift.first(), picture)
  })
}
