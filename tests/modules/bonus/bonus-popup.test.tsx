import { screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { resetAppData } from '../../../src/core/state/app-data.ts'
import { setAppData } from '../../../src/core/state/app-data-inject.ts'
import BonusPopup from '../../../src/modules/bonus/bonus-popup.tsx'
import { setBonusSettings } from '../../../src/modules/bonus/store.ts'
import { brandAppData } from '../../helpers/app-data.ts'
import { renderI18n } from '../../ui/i18n-render.tsx'

/** What the page asked qr-code-styling to draw (jsdom has no canvas; the options are the point). */
const drawn = vi.hoisted(() => [] as Record<string, unknown>[])
vi.mock('qr-code-styling', () => ({
  default: class {
    constructor(options: Record<string, unknown>) {
      drawn.push(options)
    }
    append(el: HTMLElement) {
      el.append(document.createElementNS('http://www.w3.org/2000/svg', 'svg'))
    }
  },
}))

const WINDOW_WIDTH = 390
let realWidth = 0

beforeEach(() => {
  drawn.length = 0
  realWidth = window.innerWidth
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: WINDOW_WIDTH })
  // The app reads the width again after a resize (src/core/viewport.ts).
  window.dispatchEvent(new Event('resize'))
  setAppData(
    brandAppData(
      {},
      { user: { idUser: 42, idDevice: 7, bonus: 16, code: '1234567', codeQR: 'QR-1234567' } },
    ),
  )
})
afterEach(() => {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: realWidth })
  window.dispatchEvent(new Event('resize'))
  resetAppData()
  setBonusSettings({})
})

async function openWith(settings: Record<string, unknown>) {
  setBonusSettings(settings)
  await renderI18n(<BonusPopup close={() => {}} />)
  const qr = screen.getByRole('img', { name: 'QR-код вашей карты' })
  await waitFor(() => expect(drawn).toHaveLength(1))
  return { qr, options: drawn[0]! }
}

describe('bonus popup QR code (spec: 2/3 of the window, margin 2, level Q with the old generator, else L)', () => {
  it('draws the card’s QR value with margin 2 and error level L', async () => {
    const { options } = await openWith({})
    expect(options).toMatchObject({
      data: 'QR-1234567',
      margin: 2,
      qrOptions: { errorCorrectionLevel: 'L' },
    })
    expect(screen.getByLabelText('Номер карты')).toHaveTextContent('1234567')
  })

  it('uses error level Q with useOldQRCodeGenerator', async () => {
    const { options } = await openWith({ useOldQRCodeGenerator: true })
    expect(options).toMatchObject({ margin: 2, qrOptions: { errorCorrectionLevel: 'Q' } })
  })

  it('is two thirds of the window wide', async () => {
    const { qr, options } = await openWith({})
    const twoThirds = (WINDOW_WIDTH * 2) / 3
    expect(options).toMatchObject({ width: twoThirds, height: twoThirds })
    expect(qr).toHaveStyle({ width: `${twoThirds}px`, height: `${twoThirds}px` })
  })
})
