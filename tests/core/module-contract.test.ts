// @vitest-environment node
/**
 * The typed module contract (docs/adr/008). The checks are types: `npm run typecheck` compiles
 * this file, and each `@ts-expect-error` fails the type check if the line it marks compiles.
 */
import { describe, expectTypeOf, it } from 'vitest'
import { appEvents, emit, on, type AppEvents } from '../../src/core/events.ts'
import { defineModule, type ScreenProps } from '../../src/core/module.ts'
import type { ModuleSettings } from '../../src/core/state/types.ts'
import type { BonusSettings } from '../../src/shared/settings/bonus.ts'
import type { GiftsSettings } from '../../src/shared/settings/gifts.ts'
import type { ModuleSettingsMap } from '../../src/shared/settings/modules.ts'

const bonusScreen = (_props: ScreenProps<BonusSettings>) => null
const giftsScreen = (_props: ScreenProps<GiftsSettings>) => null

describe('the module contract', () => {
  it('hands a module its settings typed by its name', () => {
    const mod = defineModule({
      name: 'bonus',
      routes: [{ path: '/bonus/', screen: async () => ({ default: bonusScreen }) }],
      menu: {
        icon: 'qr',
        title: { id: 'x' },
        visible: (settings) => {
          expectTypeOf(settings).toEqualTypeOf<BonusSettings>()
          return settings.showNextGroup
        },
      },
      init: ({ settings }) => {
        expectTypeOf(settings).toEqualTypeOf<ModuleSettingsMap['bonus']>()
        // defaults are filled in: no undefined
        expectTypeOf(settings.title).toEqualTypeOf<string>()
        expectTypeOf(settings.homeBonusButtonType).toEqualTypeOf<'button' | 'card'>()
        expectTypeOf(settings.groups[0]!.bonus).toEqualTypeOf<number>()
      },
    })
    expectTypeOf(mod.name).toEqualTypeOf<'bonus'>()

    defineModule({
      name: 'bonus',
      // @ts-expect-error a screen of another module's settings does not fit
      routes: [{ path: '/bonus/', screen: async () => ({ default: giftsScreen }) }],
    })
    defineModule({
      name: 'gifts',
      init: ({ settings }) => {
        // @ts-expect-error gifts settings have no bonus groups
        void settings.groups.length
      },
    })
  })

  it('gives a module without a schema the loose settings', () => {
    defineModule({
      name: 'not-a-schema',
      init: ({ settings }) => {
        expectTypeOf(settings).toEqualTypeOf<ModuleSettings>()
      },
    })
  })
})

describe('the event map', () => {
  it('types payloads by event name', () => {
    const stop = on(appEvents.domainChanged, (domain) => {
      expectTypeOf(domain).toEqualTypeOf<string>()
    })
    stop()
    expectTypeOf<AppEvents['bonus:get-messages']>().toEqualTypeOf<
      { tries?: number; interval?: number } | undefined
    >()
    emit(appEvents.bonusGetMessages, { tries: 60 })
    emit(appEvents.bonusOpenQr)
    // @ts-expect-error a wrong payload is a type error
    emit(appEvents.bonusGetMessages, { tries: 'sixty' })
    // @ts-expect-error domain:changed needs its payload
    emit(appEvents.domainChanged)
    // @ts-expect-error an event nobody declared is a type error
    emit('bonus:open-qr-code')
    // a module's own events join the map through its events.ts
    expectTypeOf<AppEvents['referral:promo-entered']>().toEqualTypeOf<{ code: string }>()
  })
})
