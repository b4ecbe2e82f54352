import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { ActionCard } from '../../../src/modules/actions/action-card.tsx'
import { renderI18n } from '../../ui/i18n-render.tsx'

const action = {
  idAction: 3,
  title: 'Активируйте 100 бонусов на первый заказ в приложении',
  content: '',
  icon: '',
  dateStart: null,
  dateEnd: null,
  productIds: [],
  bonus: null,
}

describe('action card', () => {
  it('a cut title keeps two lines before its ellipsis (issue 12 #5)', async () => {
    await renderI18n(
      <ActionCard
        action={action}
        settings={{
          cardShowDate: false,
          cardShowTitle: true,
          cardCutTitle: true,
          cardTitleOverImage: false,
        }}
        onOpen={() => {}}
      />,
    )
    // as shown: a short word keeps to the next one (core/format/typograph.ts)
    const card = screen.getByRole('button', {
      name: 'Активируйте 100\u00a0бонусов на\u00a0первый заказ в\u00a0приложении',
    })
    expect(card).toBeInTheDocument()
    expect(screen.getByText(action.title)).toHaveStyle({ WebkitLineClamp: '2' })
  })
})
