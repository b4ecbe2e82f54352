import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { BrandCheckPanel } from '../../.storybook/brand-check-panel.tsx'
import { guestAppData } from '../../server/seed/helpers.ts'
import { pizzeriaMsk } from '../../server/seed/pizzeria.ts'

describe('the brand check panel in Storybook', () => {
  it('shows each finding with its path, the setting’s description, what it expects and a fix', () => {
    const data = guestAppData(pizzeriaMsk) as { settings: Record<string, unknown> }
    data.settings.codeType = 'barcode'
    render(<BrandCheckPanel appData={data} notes={['catalog: load: chunk failed']} />)
    const panel = screen.getByRole('complementary', { name: 'Brand check' })
    expect(
      within(panel).getByRole('heading', { name: 'Brand check: 1 error(s), 0 warning(s)' }),
    ).toBeVisible()
    const group = within(panel).getByRole('region', {
      name: 'Settings that do not match the schema',
    })
    expect(within(group).getByText('settings.codeType')).toBeVisible()
    expect(within(group).getByText('"qr" | "text"')).toBeVisible()
    expect(within(group).getByText('Use one of: "qr", "text".')).toBeVisible()
    expect(within(panel).getByText('catalog: load: chunk failed')).toBeVisible()
  })

  it('says nothing next to a clean brand when asked to stay quiet', () => {
    const { container } = render(
      <BrandCheckPanel appData={guestAppData(pizzeriaMsk)} hideWhenClean />,
    )
    expect(container).toBeEmptyDOMElement()
  })
})
