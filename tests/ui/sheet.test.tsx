import { fireEvent, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { Sheet } from '../../src/ui/sheet/sheet.tsx'
import { renderI18n } from './i18n-render.tsx'

async function setup() {
  const onClose = vi.fn()
  await renderI18n(
    <Sheet label="Уведомление" onClose={onClose}>
      <p>+150 баллов</p>
    </Sheet>,
  )
  return { onClose, sheet: screen.getByRole('dialog', { name: 'Уведомление' }) }
}

/** Presses the sheet's handle and drags it down by `dy` px, as a finger or a mouse does. */
function dragHandle(dy: number, release = true) {
  const handle = screen.getByRole('button', { name: 'Закрыть' })
  fireEvent.pointerDown(handle, { pointerId: 1, clientX: 200, clientY: 300 })
  fireEvent.pointerMove(handle, { pointerId: 1, clientX: 200, clientY: 300 + dy / 2 })
  fireEvent.pointerMove(handle, { pointerId: 1, clientX: 200, clientY: 300 + dy })
  if (release) fireEvent.pointerUp(handle, { pointerId: 1, clientX: 200, clientY: 300 + dy })
}

describe('sheet swipe-to-dismiss (spec: 75 px)', () => {
  it('follows the finger while it is dragged down', async () => {
    const { sheet, onClose } = await setup()
    dragHandle(40, false)
    expect(sheet).toHaveStyle({ transform: 'translateY(40px)' })
    expect(onClose).not.toHaveBeenCalled()
  })

  it('springs back from a 74 px drag without closing', async () => {
    const { sheet, onClose } = await setup()
    dragHandle(74)
    expect(onClose).not.toHaveBeenCalled()
    expect(sheet.style.transform).toBe('')
    expect(screen.getByText('+150 баллов')).toBeInTheDocument()
  })

  it('closes after a 76 px drag', async () => {
    const { onClose } = await setup()
    dragHandle(76)
    expect(onClose).toHaveBeenCalledOnce()
  })

  it('closes from a cancelled pointer too, once past the threshold', async () => {
    const { onClose } = await setup()
    const handle = screen.getByRole('button', { name: 'Закрыть' })
    fireEvent.pointerDown(handle, { pointerId: 2, clientY: 100 })
    fireEvent.pointerMove(handle, { pointerId: 2, clientY: 200 })
    fireEvent.pointerCancel(handle, { pointerId: 2, clientY: 200 })
    expect(onClose).toHaveBeenCalledOnce()
  })

  it('ignores an upward drag', async () => {
    const { sheet, onClose } = await setup()
    dragHandle(-120)
    expect(sheet.style.transform).toBe('')
    expect(onClose).not.toHaveBeenCalled()
  })
})
