/**
 * Dates in the brand's zones (issue 15 "Dates"; shell-data §3 sourceTimeZone, displayTimeZone,
 * useClientTimeZone): Pizza Mario Moscow shows its dates in Europe/Moscow, so a phone in New
 * York and a phone in Vladivostok read the same operation date and time, the Moscow one, not
 * their own clocks'. The date comes from the real server's answer.
 */
import { expect, test, type Page } from './test.ts'
import { signIn } from './auth-helpers.ts'
import { brandUrl } from './helpers.ts'

const BRAND = 'pizzeria-msk'
/** server/seed/pizzeria.ts: displayTimeZone */
const BRAND_ZONE = 'Europe/Moscow'

/** Russian month names in the genitive, as a long date writes them («24 ноября 2026»). */
const MONTHS = [
  'января',
  'февраля',
  'марта',
  'апреля',
  'мая',
  'июня',
  'июля',
  'августа',
  'сентября',
  'октября',
  'ноября',
  'декабря',
]

/**
 * 'd месяца, HH:MM' (this year in the zone) or 'd месяца yyyy, HH:MM' (another year) of an
 * instant in a zone, as the history list writes it (core/format: the year only when not this one).
 */
function longDateTime(iso: string, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    day: 'numeric',
    month: 'numeric',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(iso))
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? ''
  const month = MONTHS[Number(get('month')) - 1]
  const thisYear = new Intl.DateTimeFormat('en-GB', { timeZone, year: 'numeric' }).format(
    new Date(),
  )
  const year = get('year') === thisYear ? '' : ` ${get('year')}`
  // en-GB pads a numeric day beside a numeric month ('07/12/2026'): the history writes '7 декабря'
  // (on the 1st to 9th of a month this failed on a correct screen).
  return `${Number(get('day'))} ${month}${year}, ${get('hour')}:${get('minute')}`
}

/** The operations the history screen received from the server. */
async function openHistory(page: Page): Promise<{ id: number; date: string }[]> {
  const answer = page.waitForResponse(
    (r) =>
      r.url().includes('/rest/mobile/v53/operation-history') && r.request().method() === 'POST',
  )
  await page.goto(brandUrl(BRAND, '/history/'))
  const body = (await (await answer).json()) as {
    operationHistory: { id: number; date: string }[]
  }
  return body.operationHistory
}

for (const phoneZone of ['America/New_York', 'Asia/Vladivostok']) {
  test.describe(`a phone in ${phoneZone}`, () => {
    test.use({ timezoneId: phoneZone })

    test('reads operation dates in the brand’s zone, not its own', async ({ page }) => {
      await signIn(page, BRAND)
      const operations = await openHistory(page)
      const first = operations[0]!
      const brandText = longDateTime(first.date, BRAND_ZONE)
      const phoneText = longDateTime(first.date, phoneZone)
      // Moscow is 8 hours from New York and 7 from Vladivostok: the clocks never agree.
      expect(phoneText).not.toBe(brandText)
      // The browser really runs in the phone's zone.
      expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe(
        phoneZone,
      )

      const list = page.getByRole('list', { name: 'Операции' })
      const row = list.getByRole('link').first()
      await expect(row).toContainText(brandText)
      await expect(row).not.toContainText(phoneText)

      // The detail page: the long date and the time on the brand's clock.
      await row.click()
      await expect(page).toHaveURL(new RegExp(`/history/body/${first.id}$`))
      const time = brandText.slice(-5)
      await expect(page.getByText(new RegExp(`^\\d{1,2} [а-я]+( \\d{4})?, ${time}$`))).toBeVisible()
    })
  })
}
