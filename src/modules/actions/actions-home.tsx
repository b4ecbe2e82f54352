/**
 * Actions on home (a brand may list `actions` in settings.slots.home): the block title and the
 * first page of actions as a swiper row of cards; nothing while the list is empty.
 */
import { useLingui } from '@lingui/react/macro'
import type { SlotWidgetProps } from '../../core/module.ts'
import type { ActionsSettings } from '../../shared/settings/actions.ts'
import { LoadError } from '../../ui/load-error/load-error.tsx'
import { Skeleton } from '../../ui/skeleton/skeleton.tsx'
import { Swiper } from '../../ui/slider/swiper.tsx'
import { ActionCard } from './action-card.tsx'
import type { ActionItem } from './api.ts'
import { openActionPopup } from './open.ts'
import { reloadActions, useActions } from './queries.ts'
import { actionTexts } from './texts.ts'
import './actions.css'

const open = (action: ActionItem) => openActionPopup(action.idAction, action)

export default function ActionsHome({ settings }: SlotWidgetProps<ActionsSettings>) {
  const { i18n } = useLingui()
  const state = useActions(settings.limit)
  const title = settings.title || i18n._(actionTexts.actions)
  if (!state.loading && !state.error && state.items.length === 0) return null
  return (
    <section className="actions-home" aria-label={title}>
      <h2 className="actions-home__title">{title}</h2>
      {state.loading && state.items.length === 0 ? (
        <Skeleton variant="cards" count={1} className="actions-list" />
      ) : state.error && state.items.length === 0 ? (
        <LoadError
          compact
          error={state.error}
          onRetry={() => void reloadActions(settings.limit).catch(() => undefined)}
        />
      ) : (
        <Swiper label={title}>
          {state.items.map((action) => (
            <div key={action.idAction} className="actions-home__slide">
              <ActionCard compact action={action} settings={settings} onOpen={open} />
            </div>
          ))}
        </Swiper>
      )}
    </section>
  )
}
