import { fireEvent, screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import type { Branch } from '../../src/core/state/types.ts'
import { BranchDetail, BranchListSheet } from '../../src/ui/branches/branch-views.tsx'
import { renderI18n } from './i18n-render.tsx'

const branch = (id: number): Branch => ({
  idBranch: id,
  name: `Филиал ${id}`,
  address: `Улица ${id}`,
  lat: 55.75 + id / 100,
  lng: 37.6,
  workingTime: [1, 2, 3, 4, 5].map((day) => ({ day, startTime: '10:00', endTime: '22:00' })),
})
const branches = [1, 2, 3, 4, 5].map(branch)
// Monday 2024-01-01, 12:00 UTC
const info = { coords: null, now: new Date(Date.UTC(2024, 0, 1, 12)), timeZone: 'UTC' }

describe('BranchListSheet (shell-data §9: the first 3, the rest by swipe)', () => {
  it('shows 3 or fewer with no handle', async () => {
    await renderI18n(
      <BranchListSheet
        branches={branches.slice(0, 3)}
        title="Филиалы"
        onPick={vi.fn()}
        {...info}
      />,
    )
    const sheet = screen.getByRole('region', { name: 'Филиалы' })
    expect(within(sheet).getAllByRole('listitem')).toHaveLength(3)
    expect(within(sheet).queryByRole('button', { name: 'Показать все филиалы' })).toBeNull()
    expect(within(sheet).queryByRole('button', { name: /Показать ещё/ })).toBeNull()
  })

  it('says under the first 3 how many more follow, and that button shows them (issue 12)', async () => {
    await renderI18n(
      <BranchListSheet branches={branches} title="Филиалы" onPick={vi.fn()} {...info} />,
    )
    const sheet = screen.getByRole('region', { name: 'Филиалы' })
    const more = within(sheet).getByRole('button', { name: 'Показать ещё 2' })
    // after the rows, not only the handle's unlabelled bar above them
    const rows = within(sheet).getByRole('list', { name: 'Филиалы' })
    expect(rows.compareDocumentPosition(more) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    fireEvent.click(more)
    expect(within(sheet).getAllByRole('listitem')).toHaveLength(5)
    expect(within(sheet).queryByRole('button', { name: /Показать ещё/ })).toBeNull()
  })

  it('shows the first 3 of more, the rest after a swipe up on the handle; a row picks', async () => {
    const onPick = vi.fn()
    await renderI18n(
      <BranchListSheet branches={branches} title="Филиалы" onPick={onPick} {...info} />,
    )
    const sheet = screen.getByRole('region', { name: 'Филиалы' })
    expect(within(sheet).getAllByRole('listitem')).toHaveLength(3)
    const handle = within(sheet).getByRole('button', { name: 'Показать все филиалы' })
    expect(handle).toHaveAttribute('aria-expanded', 'false')
    const grip = handle.parentElement!
    fireEvent.pointerDown(grip, { pointerId: 1, clientY: 500 })
    fireEvent.pointerUp(grip, { pointerId: 1, clientY: 420 })
    expect(within(sheet).getAllByRole('listitem')).toHaveLength(5)
    expect(within(sheet).getByRole('button', { name: 'Свернуть' })).toHaveAttribute(
      'aria-expanded',
      'true',
    )
    fireEvent.click(within(sheet).getByRole('button', { name: /Филиал 5/ }))
    expect(onPick).toHaveBeenCalledWith(branches[4])
  })
})

describe('BranchDetail', () => {
  it('shows the address, open now in the business time zone, the hours and a tel: link', async () => {
    await renderI18n(
      <BranchDetail
        branch={{ ...branch(1), contactPhone: '8 (495) 120-45-67', description: 'Зал на 60 мест' }}
        {...info}
      />,
    )
    expect(screen.getByRole('heading', { name: 'Филиал 1' })).toBeInTheDocument()
    expect(screen.getByText('Улица 1')).toBeInTheDocument()
    expect(screen.getByText('Открыто до 22:00')).toBeInTheDocument()
    expect(screen.getByText('Пн–Пт')).toBeInTheDocument()
    expect(screen.getByText('Зал на 60 мест')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: /Позвонить/ })).toHaveAttribute(
      'href',
      'tel:+74951204567',
    )
  })

  it('when closed, says when it opens next (Friday night: on Monday)', async () => {
    await renderI18n(
      <BranchDetail
        branch={branch(1)}
        {...info}
        now={new Date(Date.UTC(2024, 0, 5, 23))}
        timeZone="UTC"
      />,
    )
    expect(screen.getByText('Закрыто, откроется Пн в 10:00')).toBeInTheDocument()
  })
})
