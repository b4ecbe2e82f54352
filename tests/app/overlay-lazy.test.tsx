/**
 * A popup's or sheet's content from `lazyComponent` (issue 16): shown in the same render as the
 * popup when its chunk is in (a Suspense fallback made React hold its reveal 300 ms), the
 * skeleton as a plain render while it loads, the error fallback when it fails.
 */
import { act, screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { lazyComponent } from '../../src/core/lazy-component.ts'
import { openPopup, openSheet } from '../../src/core/overlay.ts'
import { brandAppData, testModuleTable } from '../helpers/app-data.ts'
import { renderApp } from '../helpers/render-app.tsx'

async function start() {
  await renderApp(brandAppData(), { modules: testModuleTable() })
  await screen.findByRole('heading', { level: 1 })
}

function Body({ text }: { text: string }) {
  return <p>{text}</p>
}

describe('lazy overlay content', () => {
  it('shows a content whose chunk is in with the popup, no skeleton first', async () => {
    await start()
    const Content = lazyComponent(() => Promise.resolve({ default: Body }))
    await Content.preload()
    await act(async () => {
      openPopup({ label: 'Story', component: Content, props: { text: 'popup body' } })
    })
    const popup = screen.getByRole('dialog', { name: 'Story' })
    expect(within(popup).getByText('popup body')).toBeInTheDocument()
    expect(within(popup).queryByRole('status', { name: 'Loading' })).not.toBeInTheDocument()
  })

  it('shows the skeleton while the chunk loads, then the content, loading it once', async () => {
    await start()
    let arrive: (m: { default: typeof Body }) => void = () => {}
    const loader = vi.fn(() => new Promise<{ default: typeof Body }>((r) => (arrive = r)))
    const Content = lazyComponent(loader)
    await act(async () => {
      openSheet({ label: 'Options', component: Content, props: { text: 'sheet body' } })
    })
    const sheet = screen.getByRole('dialog', { name: 'Options' })
    expect(within(sheet).getByRole('status', { name: 'Loading' })).toBeInTheDocument()
    await act(async () => arrive({ default: Body }))
    expect(within(sheet).getByText('sheet body')).toBeInTheDocument()
    expect(within(sheet).queryByRole('status', { name: 'Loading' })).not.toBeInTheDocument()
    expect(loader).toHaveBeenCalledOnce()
  })

  it('shows the error fallback in the popup when the chunk fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    await start()
    const Content = lazyComponent<{ text: string }>(() => Promise.reject(new Error('offline')))
    await act(async () => {
      openPopup({ label: 'Story', component: Content, props: { text: 'never' } })
    })
    const popup = screen.getByRole('dialog', { name: 'Story' })
    expect(await within(popup).findByRole('alert')).toBeInTheDocument()
    vi.restoreAllMocks()
  })
})
