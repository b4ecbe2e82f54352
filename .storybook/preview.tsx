import { I18nProvider } from '@lingui/react'
import type { Decorator, Preview } from '@storybook/react-vite'
import { useEffect, useMemo, useState, type ReactNode } from 'react'
import { useSnapshot } from 'valtio'
import { loadModules, registry, resetRegistry } from '../registry/index.ts'
import { RegistrySlotProvider } from '../src/app/slot-provider.tsx'
import { i18n, type Locale } from '../src/core/i18n/i18n.ts'
import { resolveBrand } from '../src/core/brand/brand.ts'
import { setAppData } from '../src/core/state/app-data.ts'
import { session, setLocale } from '../src/core/state/session.ts'
import type { AppData } from '../src/core/state/types.ts'
import { applyTheme } from '../src/ui/theme/theme.ts'
import '../src/ui/theme/global.css'
import '../src/app/app.css'
import { BrandCheckPanel } from './brand-check-panel.tsx'
import { brandAppData, CUSTOM_BRAND, demoBrands } from './brands.ts'

function BrandFrame({
  brand,
  miniApp,
  children,
}: {
  brand: string
  miniApp: boolean
  children: ReactNode
}) {
  const { appData, error } = useMemo(() => brandAppData(brand), [brand])
  const [readyFor, setReadyFor] = useState<AppData | null>(null)
  const ready = readyFor !== null && readyFor === appData
  const { problems } = useSnapshot(registry)
  useEffect(() => {
    if (!appData) return
    let live = true
    resetRegistry()
    // Images, pages and other calls go to the reference server when one runs (npm start).
    // A social mini-app: no menu button (hideMenuMiniapp), the bonus overview block on home.
    session.brand = resolveBrand(
      `http://${brand === CUSTOM_BRAND ? 'pizzeria-msk' : brand}.localhost:8080/${miniApp ? '?miniapp=1' : ''}`,
    )
    setAppData(structuredClone(appData), { persist: false })
    applyTheme(appData.settings)
    void loadModules(appData).then(() => live && setReadyFor(appData))
    return () => {
      live = false
    }
  }, [appData, brand, miniApp])
  // unknown modules and settings errors are the brand check's findings; load failures are not
  const problemTexts = problems
    .filter((p) => p.kind === 'load' || p.kind === 'widget')
    .map((p) => `${p.module}: ${p.kind}: ${p.detail}`)
  return (
    <div style={{ display: 'flex', gap: 16, alignItems: 'flex-start', flexWrap: 'wrap' }}>
      <div
        style={{
          width: 390,
          minHeight: 200,
          position: 'relative',
          background: 'var(--color-background)',
        }}
      >
        {appData && ready ? <RegistrySlotProvider>{children}</RegistrySlotProvider> : null}
      </div>
      <BrandCheckPanel appData={appData} notes={[error, ...problemTexts]} hideWhenClean />
    </div>
  )
}

const withBrand: Decorator = (Story, context) => {
  if (context.parameters.brand === false) return <Story />
  return (
    <BrandFrame
      brand={String(context.globals.brand)}
      miniApp={context.globals.miniApp === 'on'}
      key={String(context.globals.miniApp)}
    >
      <Story />
    </BrandFrame>
  )
}

const withI18n: Decorator = (Story, context) => (
  <I18nProvider i18n={i18n} key={String(context.globals.locale)}>
    <Story />
  </I18nProvider>
)

const preview: Preview = {
  globalTypes: {
    brand: {
      description: 'Brand whose app data the preview uses',
      toolbar: {
        title: 'Brand',
        icon: 'paintbrush',
        items: [
          ...Object.entries(demoBrands).map(([value, b]) => ({ value, title: b.name })),
          { value: CUSTOM_BRAND, title: 'Custom (pasted app data)' },
        ],
        dynamicTitle: true,
      },
    },
    miniApp: {
      description: 'Run as a social mini-app (menu hidden, overview blocks)',
      toolbar: {
        title: 'Mini-app',
        icon: 'mobile',
        items: [
          { value: 'off', title: 'Installed app / browser' },
          { value: 'on', title: 'Social mini-app' },
        ],
        dynamicTitle: true,
      },
    },
    locale: {
      description: 'Interface language',
      toolbar: {
        title: 'Locale',
        icon: 'globe',
        items: [
          { value: 'ru', title: 'Русский' },
          { value: 'en', title: 'English' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { brand: 'pizzeria-msk', locale: 'ru', miniApp: 'off' },
  loaders: [
    async ({ globals }) => {
      const locale = (globals.locale ?? 'ru') as Locale
      session.locales = ['ru', 'en']
      await setLocale(locale)
      return {}
    },
  ],
  decorators: [withBrand, withI18n],
  parameters: { layout: 'padded', controls: { expanded: true } },
}

export default preview
