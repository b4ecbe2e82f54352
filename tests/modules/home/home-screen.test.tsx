import { act, fireEvent, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '../../../src/core/api/errors.ts'
import { on } from '../../../src/core/events.ts'
import type { SlotWidgetProps } from '../../../src/core/module.ts'
import { overlay } from '../../../src/core/overlay.ts'
import { SlotProvider, type SlotResolver } from '../../../src/core/slot.tsx'
import { appData } from '../../../src/core/state/app-data.ts'
import HomeScreen from '../../../src/modules/home/home-screen.tsx'
import { renderI18n } from '../../ui/i18n-render.tsx'
import { moduleSettings } from '../../helpers/module-settings.ts'
import type { HomeSettingsInput } from '../../../src/shared/settings/home.ts'
import { normalisedAppData } from '../../helpers/app-data.ts'

const { loadAppData } = vi.hoisted(() => ({ loadAppData: vi.fn() }))
vi.mock('../../../src/core/state/app-data.ts', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  loadAppData,
}))

function NewsWidget({ context }: SlotWidgetProps) {
  return <p>Новости на главной, дистанция {String(context?.infiniteScrollDistance)}</p>
}

const homeSlot = {
  entries: [
    {
      module: 'news',
      loader: () => Promise.resolve({ default: NewsWidget }),
      settings: {},
    },
  ],
  missing: [],
}
const resolver: SlotResolver = {
  resolve: (name) => (name === 'home' ? homeSlot : { entries: [], missing: [] }),
  report: () => {},
}

async function renderHome(settings: HomeSettingsInput = {}) {
  return renderI18n(
    <SlotProvider value={resolver}>
      <HomeScreen params={{}} settings={moduleSettings('home', settings)} />
    </SlotProvider>,
  )
}

beforeEach(() => {
  appData.data = normalisedAppData({
    settings: { name: 'Пицца Мания', logo: '/logo.png', modules: { home: {} } },
  })
  loadAppData.mockReset()
})
afterEach(() => {
  overlay.stack.splice(0)
  appData.data = null
})

describe('Home screen', () => {
  it('shows the brand, the logo, the home slot widgets with distance 800, buttons and links', async () => {
    await renderHome({
      buttons: [{ type: 'phone' }, { type: 'feedback' }, { type: 'site', value: 'pizza.example' }],
      social: [{ type: 'vk', link: 'https://vk.com/pizza' }],
    })
    expect(screen.getByRole('heading', { level: 1, name: 'Пицца Мания' })).toBeInTheDocument()
    expect(screen.getByRole('img', { name: 'Пицца Мания' }).getAttribute('src')).toMatch(
      /^https?:\/\/[^/]+\/logo\.png$/,
    )
    expect(await screen.findByText('Новости на главной, дистанция 800')).toBeInTheDocument()
    // The buttons and links come once the widgets above them have painted (no shift, issue 16).
    expect(await screen.findByRole('link', { name: 'Позвонить' })).toHaveAttribute(
      'href',
      '/home/contacts',
    )
    expect(screen.getByRole('button', { name: 'Оставить отзыв' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Сайт' })).toHaveAttribute(
      'href',
      'https://pizza.example',
    )
    expect(screen.getByRole('link', { name: 'ВКонтакте' })).toBeInTheDocument()
  })

  it('hides the logo and the title when the settings say so', async () => {
    appData.data = normalisedAppData({
      settings: {
        name: 'Пицца Мания',
        logo: '/logo.png',
        hideLogo: true,
        hideTitle: true,
        modules: {},
      },
    })
    await renderHome()
    expect(screen.queryByRole('img')).toBeNull()
    // the screen keeps a (visually hidden) heading
    expect(screen.getByRole('heading', { level: 1, name: 'Пицца Мания' })).toBeInTheDocument()
  })

  it('puts a small logo in the navbar instead of the big one', async () => {
    appData.data = normalisedAppData({
      settings: {
        name: 'Пицца Мания',
        logo: '/logo.png',
        smallLogo: '/small.png',
        modules: {},
      },
    })
    await renderHome()
    const heading = screen.getByRole('heading', { level: 1, name: 'Пицца Мания' })
    expect(heading.querySelector('img')?.getAttribute('src')).toMatch(
      /^https?:\/\/[^/]+\/small\.png$/,
    )
    expect(screen.queryByRole('img', { name: 'Пицца Мания' })).toBeNull()
  })

  it('reloads app data on pull to refresh', async () => {
    loadAppData.mockResolvedValue({ settings: { modules: {} } })
    const refreshed = vi.fn()
    const off = on('home:refreshed', refreshed)
    await renderHome()
    const heading = screen.getByRole('heading', { level: 1 })
    const content = heading.closest('.ui-page')!.querySelector('.ui-ptr')!
    fireEvent.mouseDown(content, { clientY: 0, button: 0 })
    fireEvent.mouseMove(window, { clientY: 400 })
    fireEvent.mouseUp(window)
    await act(async () => {})
    expect(loadAppData).toHaveBeenCalledTimes(1)
    expect(refreshed).toHaveBeenCalled()
    expect(overlay.stack).toHaveLength(0)
    off()
  })

  it('shows the error dialog when the reload fails', async () => {
    loadAppData.mockImplementation(async () => {
      appData.error = new ApiError('network')
      return null
    })
    await renderHome()
    const content = document.querySelector('.ui-ptr')!
    fireEvent.mouseDown(content, { clientY: 0, button: 0 })
    fireEvent.mouseMove(window, { clientY: 400 })
    fireEvent.mouseUp(window)
    await act(async () => {})
    expect(overlay.stack).toHaveLength(1)
    expect(overlay.stack[0]!.request).toMatchObject({ kind: 'dialog' })
  })
})
