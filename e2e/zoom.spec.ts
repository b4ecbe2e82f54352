import { expect, test } from './test.ts'
import { brandUrl } from './helpers.ts'

/**
 * Issue 12, defect 18: people who need larger text pinch to zoom. The viewport must allow it
 * (no user-scalable=no, no maximum-scale), and a real pinch must enlarge the page.
 */
// Every project runs Chromium (playwright.config.ts), whose DevTools Protocol makes the pinch.
test('a pinch zooms the home screen (the viewport allows zoom)', async ({ page }) => {
  await page.goto(brandUrl('pizzeria-msk'))
  await expect(page.getByRole('navigation', { name: 'Вкладки' })).toBeVisible()
  const viewport = await page.locator('meta[name="viewport"]').getAttribute('content')
  expect(viewport).not.toMatch(/user-scalable\s*=\s*(no|0)|maximum-scale/i)

  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Input.synthesizePinchGesture', {
    x: 195,
    y: 400,
    scaleFactor: 2,
    relativeSpeed: 800,
    // Headless Chromium synthesises touch pinches without effect; its trackpad pinch obeys the
    // viewport as a finger's does (user-scalable=no keeps the scale at 1).
    gestureSourceType: 'mouse',
  })
  await expect
    .poll(() => page.evaluate(() => window.visualViewport?.scale ?? 1))
    .toBeGreaterThan(1.5)
})
