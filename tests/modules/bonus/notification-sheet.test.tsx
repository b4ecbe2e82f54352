import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { on } from '../../../src/core/events.ts'
import NotificationSheet from '../../../src/modules/bonus/notification-sheet.tsx'
import { enqueue, skipAll } from '../../../src/modules/bonus/notifications.ts'
import { messageQueue } from '../../../src/modules/bonus/store.ts'
import { renderI18n } from '../../ui/i18n-render.tsx'
import { waitUntil } from '../../helpers/wait.ts'

const feedbackMessage = {
  messageCode: 'bonus-in',
  bonusAmount: 150,
  bonusText: 'Бонус за визит',
  bonusNeedFeedback: true,
  idConnectedEntity: 42,
}

afterEach(() => skipAll(messageQueue))

describe('bonus notification asking for feedback', () => {
  it('offers “Rate the visit” only when the feedback module listens', async () => {
    enqueue(messageQueue, [feedbackMessage])
    await renderI18n(<NotificationSheet close={() => {}} />, 'en')
    expect(screen.getByRole('heading', { name: 'Points earned' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Rate the visit' })).toBeNull()
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument()
  })

  it('sends the visit to the feedback sheet with the entity id', async () => {
    const opened = vi.fn()
    const stop = on('feedback:open', opened)
    enqueue(messageQueue, [feedbackMessage])
    const close = vi.fn()
    await renderI18n(<NotificationSheet close={close} />, 'en')
    await userEvent.click(screen.getByRole('button', { name: 'Rate the visit' }))
    await waitUntil(() => expect(opened).toHaveBeenCalledWith({ bonus: 42 }))
    expect(close).toHaveBeenCalled()
    stop()
  })
})

describe('bonus notification titles (issue 12, session 15)', () => {
  it('a sign-up message says points, not a bonus: «Баллы за регистрацию»', async () => {
    enqueue(messageQueue, [
      { messageCode: 'bonus-register', bonusAmount: 300, bonusText: '', idConnectedEntity: 1 },
    ])
    await renderI18n(<NotificationSheet close={() => {}} />, 'ru')
    expect(screen.getByRole('heading', { name: 'Баллы за регистрацию' })).toBeInTheDocument()
    expect(screen.queryByText(/Бонус/)).toBeNull()
  })
})
