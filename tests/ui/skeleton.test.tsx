import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { Skeleton } from '../../src/ui/skeleton/skeleton.tsx'
import { renderI18n } from './i18n-render.tsx'

describe('Skeleton', () => {
  it('is one busy status named “Загрузка” with the asked number of lines', async () => {
    const { container } = await renderI18n(<Skeleton count={4} />)
    const status = screen.getByRole('status', { name: 'Загрузка' })
    expect(status).toHaveAttribute('aria-busy', 'true')
    expect(container.querySelectorAll('.ui-skeleton__line')).toHaveLength(4)
  })

  it('draws cards', async () => {
    const { container } = await renderI18n(<Skeleton variant="cards" count={2} label="Новости" />)
    expect(screen.getByRole('status', { name: 'Новости' })).toBeInTheDocument()
    expect(container.querySelectorAll('.ui-skeleton__card')).toHaveLength(2)
  })
})
