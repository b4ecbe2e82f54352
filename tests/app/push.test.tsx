import { act, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, onTestFinished, vi } from 'vitest'
import { handlePushClick, PUSH_AFTER_SPLASH } from '../../src/app/push-handler.ts'
import { splitPushParam } from '../../src/app/push-param.ts'
import { on } from '../../src/core/events.ts'
import { parsePushMessage, RELATED_SWITCH } from '../../src/core/push.ts'
import { session, switchDomain } from '../../src/core/state/session.ts'
import { brandAppData, fakeModule, testModuleTable } from '../helpers/app-data.ts'
import { renderApp } from '../helpers/render-app.tsx'

function pushUrl(message: unknown) {
  return `http://localhost:3000/?push=${encodeURIComponent(JSON.stringify(message))}`
}

/** A gifts-like module that opens `gift` and `coupon` entities. */
function giftsModule(onPush = vi.fn()) {
  return { onPush, module: fakeModule('gifts', { pushEntities: ['gift', 'coupon'], onPush }) }
}

const withGifts = (extra = {}) =>
  brandAppData({ modules: { home: {}, news: {}, gifts: {}, panelmenu: {}, ...extra } })

describe('push clicks', () => {
  it('a page opened with ?push= hands the entity to the module that opens it, once the app is up', async () => {
    const { onPush, module } = giftsModule()
    const seen: unknown[] = []
    const stop = on('push:gift', (p) => seen.push(p))
    await renderApp(withGifts(), {
      url: pushUrl({ title: 'Подарок', additionalData: { connectedEntity: 'gift-3' } }),
      modules: testModuleTable({ gifts: module }),
    })
    await waitFor(() => expect(onPush).toHaveBeenCalledWith('gift', '3'))
    expect(seen).toEqual([{ id: '3' }])
    // The push parameter is not a developer query: developer mode stays off.
    expect(session.devMode).toBe(false)
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument()
    stop()
  })

  it('shows the title and body in an alert when no entity is named, or nobody opens it', async () => {
    await renderApp(withGifts(), { modules: testModuleTable({ gifts: giftsModule().module }) })
    await handlePushClick({ title: 'Новое меню', body: 'Загляните в каталог' })
    const alert = await screen.findByRole('alertdialog')
    expect(within(alert).getByText('Новое меню')).toBeInTheDocument()
    expect(within(alert).getByText('Загляните в каталог')).toBeInTheDocument()
    within(alert).getByRole('button').click()
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument())

    await handlePushClick({ title: 'Акция', additionalData: { connectedEntity: 'action-4' } })
    expect(await screen.findByRole('alertdialog')).toHaveTextContent('Акция')
  })

  it('ignores a push meant for another domain when it says so', async () => {
    const { onPush, module } = giftsModule()
    await renderApp(withGifts(), { modules: testModuleTable({ gifts: module }) })
    // Past the wait after the splash on a fake clock, not a real one.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
    onTestFinished(() => {
      vi.useRealTimers()
    })
    await handlePushClick({
      title: 'Только для Питера',
      additionalData: {
        connectedDomain: 'elsewhere',
        connectedEntity: 'gift-1',
        ignoreIfNotInDomain: 'true',
      },
    })
    await act(() => vi.advanceTimersByTimeAsync(PUSH_AFTER_SPLASH + 50))
    expect(onPush).not.toHaveBeenCalled()
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument()
  })

  it('switches to the named region through the related module, then opens the entity there', async () => {
    const { onPush, module } = giftsModule()
    const requests: string[] = []
    const related = fakeModule('related', {
      init: () =>
        on(RELATED_SWITCH, (request) => {
          requests.push(request.domain)
          switchDomain(request.domain)
          request.done(true)
        }),
    })
    await renderApp(withGifts({ related: {} }), {
      modules: testModuleTable({ gifts: module, related }),
    })
    const handled = handlePushClick({
      additionalData: { connectedDomain: 'spb', connectedEntity: 'coupon-9' },
    })
    await handled
    expect(requests).toEqual(['spb'])
    expect(session.domain).toBe('spb')
    expect(onPush).toHaveBeenCalledWith('coupon', '9')
  })

  it('a region that cannot be switched to still shows the message', async () => {
    const related = fakeModule('related', {
      init: () => on(RELATED_SWITCH, (request) => request.done(false)),
    })
    await renderApp(withGifts({ related: {} }), {
      modules: testModuleTable({ gifts: giftsModule().module, related }),
    })
    await handlePushClick({ title: 'Привет', additionalData: { connectedDomain: 'nowhere' } })
    expect(await screen.findByRole('alertdialog')).toHaveTextContent('Привет')
  })
})

describe('splitPushParam', () => {
  it('splits the push off the address and keeps the rest', () => {
    const { href, raw } = splitPushParam(
      `http://coffee.localhost:8080/gifts/?client=coffee&push=${encodeURIComponent('{"body":"Hi"}')}`,
    )
    const message = raw === null ? null : parsePushMessage(raw)
    expect(href).toBe('http://coffee.localhost:8080/gifts/?client=coffee')
    expect(message?.body).toBe('Hi')
    expect(splitPushParam('http://x.localhost/').raw).toBeNull()
  })
})
