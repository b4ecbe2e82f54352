import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { Button, buttonClass } from '../../src/ui/button/button.tsx'
import { renderI18n } from './i18n-render.tsx'

describe('Button', () => {
  it('keeps its name while loading and cannot be pressed', async () => {
    const onClick = vi.fn()
    await renderI18n(
      <Button loading onClick={onClick}>
        Отправить
      </Button>,
    )
    const button = screen.getByRole('button', { name: 'Отправить' })
    expect(button).toBeDisabled()
    expect(button).toHaveAttribute('aria-busy', 'true')
    await userEvent.click(button)
    expect(onClick).not.toHaveBeenCalled()
  })

  it('gives links the button look', () => {
    expect(buttonClass({ variant: 'link', block: true })).toBe(
      'ui-button ui-button--link ui-button--block',
    )
  })
})
