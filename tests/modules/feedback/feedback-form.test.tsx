import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { appEvents, emit } from '../../../src/core/events.ts'
import type { AppDataInput, Branch } from '../../../src/core/state/types.ts'
import { brandAppData, testModuleTable } from '../../helpers/app-data.ts'
import { deferred } from '../../helpers/deferred.ts'
import { serverError } from '../../helpers/network.ts'
import { flush, renderApp } from '../../helpers/render-app.tsx'

const modules = {
  ...testModuleTable(),
  feedback: () => import('../../../src/modules/feedback/index.ts').then((m) => m.feedbackModule),
}

const tverskaya: Branch = {
  idBranch: 1,
  name: 'Тверская',
  yandexFeedbackSharingURL: 'https://yandex.example/r/1',
}
const arbat: Branch = { idBranch: 2, name: 'Арбат' }

function data(branches: Branch[], user: Record<string, unknown> = {}, feedback = {}): AppDataInput {
  return brandAppData(
    {
      modules: {
        home: {},
        news: {},
        about: {},
        panelmenu: {},
        feedback: {
          title: 'Оцените нас',
          formText: 'Как прошёл визит?',
          enableCollectingNPSFeedback: true,
          enableThirdPartyFeedbackImprovement: true,
          feedbackShareThreshold: 8,
          ...feedback,
        },
      },
    },
    { user: { idUser: 5, idDevice: 1, ...user }, branches },
  )
}

const saved = (body: Record<string, unknown>) => ({
  feedback: { idFeedback: 77, date: '2026-11-23T10:00:00Z', answer: '', authToken: 'tok', ...body },
})

async function openSheet(bonus?: number) {
  await act(async () => emit(appEvents.feedbackOpen, bonus ? { bonus } : undefined))
  await flush()
  return screen.findByRole('dialog', { name: 'Leave feedback' })
}

const sendButton = (sheet: HTMLElement) => within(sheet).getByRole('button', { name: 'Send' })

afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
})

describe('feedback form in the sheet (shell-data §4, §5)', () => {
  it('empty: five named stars, send disabled until a star is chosen (rated)', async () => {
    const { user } = await renderApp(data([tverskaya]), { modules })
    const sheet = await openSheet()
    expect(await within(sheet).findByRole('heading', { name: 'Оцените нас' })).toBeTruthy()
    expect(within(sheet).getByText('Как прошёл визит?')).toBeTruthy()
    const stars = await within(sheet).findByRole('radiogroup', { name: 'Rating' })
    expect(
      within(stars)
        .getAllByRole('radio')
        .map((r) => r.getAttribute('aria-label')),
    ).toEqual(['1 of 5', '2 of 5', '3 of 5', '4 of 5', '5 of 5'])
    expect((sendButton(sheet) as HTMLButtonElement).disabled).toBe(true)
    await user.click(within(stars).getByRole('radio', { name: '4 of 5' }))
    expect((sendButton(sheet) as HTMLButtonElement).disabled).toBe(false)
    // the only branch is preselected
    expect(
      (within(sheet).getByRole('radio', { name: 'Тверская' }) as HTMLInputElement).checked,
    ).toBe(true)
  })

  it('preselects the last visited branch among several', async () => {
    await renderApp(data([tverskaya, arbat], { lastVisitedBranchId: 2 }), { modules })
    const sheet = await openSheet()
    const arbatRadio = (await within(sheet).findByRole('radio', {
      name: 'Арбат',
    })) as HTMLInputElement
    expect(arbatRadio.checked).toBe(true)
  })

  it('validating: a click without a branch marks it and focuses it, and sends nothing', async () => {
    const { user, net } = await renderApp(data([tverskaya, arbat]), { modules })
    const sheet = await openSheet()
    await user.click(await within(sheet).findByRole('radio', { name: '5 of 5' }))
    await user.click(sendButton(sheet))
    await waitFor(() =>
      expect(document.activeElement).toBe(within(sheet).getByRole('radio', { name: 'Тверская' })),
    )
    expect(within(sheet).getByText('This field is required')).toBeTruthy()
    expect(net.calls('feedback')).toHaveLength(0)
  })

  it('sending then success: stars x 2, the branch, the text and the bonus id; the sheet closes and app data reloads', async () => {
    const answer = deferred<unknown>()
    const { user, net } = await renderApp(data([tverskaya, arbat]), {
      modules,
      network: { feedback: () => answer.promise },
    })
    const sheet = await openSheet(12)
    await user.click(await within(sheet).findByRole('radio', { name: '3 of 5' }))
    await user.click(within(sheet).getByRole('radio', { name: 'Арбат' }))
    await user.type(within(sheet).getByRole('textbox', { name: 'Comment' }), '  Долго ждали  ')
    const appCalls = net.calls('app').length
    await user.click(sendButton(sheet))
    const sending = await within(sheet).findByRole('button', { name: 'Sending…' })
    expect((sending as HTMLButtonElement).disabled).toBe(true)
    expect(net.calls('feedback')[0]!.body).toEqual({
      idBranch: 2,
      quality: 6,
      content: 'Долго ждали',
      bonus: 12,
    })
    await act(async () => answer.resolve({ status: 'ok', ...saved({ idBranch: 2, quality: 6 }) }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Thank you for your feedback!' })
    expect(dialog).toBeTruthy()
    expect(screen.queryByRole('dialog', { name: 'Leave feedback' })).toBeNull()
    await waitFor(() => expect(net.calls('app').length).toBeGreaterThan(appCalls))
    // opened again, the form is empty
    await user.click(within(dialog).getByRole('button', { name: 'Close' }))
    const again = await openSheet()
    expect((sendButton(again) as HTMLButtonElement).disabled).toBe(true)
    expect(
      (within(again).getByRole('textbox', { name: 'Comment' }) as HTMLTextAreaElement).value,
    ).toBe('')
  })

  it('error: the server’s message in the error dialog; what was typed stays', async () => {
    const { user } = await renderApp(data([tverskaya]), {
      modules,
      network: { feedback: serverError('Сервис отзывов недоступен', 500) },
    })
    const sheet = await openSheet()
    await user.click(await within(sheet).findByRole('radio', { name: '2 of 5' }))
    await user.type(within(sheet).getByRole('textbox', { name: 'Comment' }), 'Холодно')
    await user.click(sendButton(sheet))
    const dialog = await screen.findByRole('alertdialog', { name: 'Error' })
    expect(within(dialog).getByText('Сервис отзывов недоступен')).toBeTruthy()
    await user.click(within(dialog).getByRole('button', { name: 'Close' }))
    const still = screen.getByRole('dialog', { name: 'Leave feedback' })
    expect(
      (within(still).getByRole('textbox', { name: 'Comment' }) as HTMLTextAreaElement).value,
    ).toBe('Холодно')
    expect((within(still).getByRole('radio', { name: '2 of 5' }) as HTMLInputElement).checked).toBe(
      true,
    )
  })

  /** Rates, sends (answered with `answer`) and returns the success dialog. */
  async function sendRated(stars: string) {
    const sheet = await openSheet()
    fireEvent.click(await within(sheet).findByRole('radio', { name: stars }))
    fireEvent.click(sendButton(sheet))
    return screen.findByRole('alertdialog', { name: 'Thank you for your feedback!' })
  }

  it('share: 300 ms after the success dialog closes, the share sheet; its button opens the review site', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null)
    await renderApp(data([tverskaya]), {
      modules,
      network: { feedback: saved({ idBranch: 1, quality: 10 }) },
    })
    const dialog = await sendRated('5 of 5')
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }))
    await act(async () => vi.advanceTimersByTimeAsync(299))
    expect(screen.queryByRole('dialog', { name: 'Share your review' })).toBeNull()
    await act(async () => vi.advanceTimersByTimeAsync(1))
    vi.useRealTimers()
    const share = await screen.findByRole('dialog', { name: 'Share your review' })
    fireEvent.click(await within(share).findByRole('button', { name: 'Leave a review' }))
    expect(open).toHaveBeenCalledWith('https://yandex.example/r/1', '_blank', 'noopener')
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Share your review' })).toBeNull(),
    )
  })

  it('no share sheet below the threshold', async () => {
    await renderApp(data([tverskaya]), {
      modules,
      network: { feedback: saved({ idBranch: 1, quality: 6 }) },
    })
    const dialog = await sendRated('3 of 5')
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }))
    await act(async () => vi.advanceTimersByTimeAsync(1000))
    await flush()
    expect(screen.queryByRole('dialog', { name: 'Share your review' })).toBeNull()
    expect(screen.queryByRole('alertdialog')).toBeNull()
  })
})
