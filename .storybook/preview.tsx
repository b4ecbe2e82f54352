import { setupI18n, type MessageDescriptor, type Messages } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { I18nProvider, useLingui } from '@lingui/react'
import type { Decorator, Preview } from '@storybook/react-vite'
import { waitFor } from 'storybook/test'
import { useEffect, useState, type ReactNode } from 'react'
import { useSnapshot } from 'valtio'
import { loadModules, registry, resetRegistry } from '../registry/index.ts'
import { RegistrySlotProvider } from '../src/app/slot-provider.tsx'
import { i18n, type Locale } from '../src/core/i18n/i18n.ts'
import { wireApi } from '../src/app/wire-api.ts'
import { resolveBrand } from '../src/core/brand/brand.ts'
import { resetQueryClient } from '../src/core/query/client.ts'
import { appData as appDataState } from '../src/core/state/app-data.ts'
import { setAppData } from '../src/core/state/app-data-inject.ts'
import { session, setLocale } from '../src/core/state/session.ts'
import { writeJson } from '../src/core/storage/storage.ts'
import type { AppData } from '../src/core/state/types.ts'
import { applyTheme } from '../src/ui/theme/theme.ts'
import '../src/ui/theme/global.css'
import '../src/app/app.css'
import { BrandCheckPanel } from './brand-check-panel.tsx'
import type { StorageSeed, StoryStorage } from './story-kit.tsx'
import { messages as ruStudio } from '../src/locales/ru/studio.po'
import { messages as enStudio } from '../src/locales/en/studio.po'
import { brandAppData, CUSTOM_BRAND, demoBrands } from './brands.ts'
import {
  installStoryNetwork,
  isStoryUser,
  LIVE_HOST,
  loadRecording,
  recordedAppData,
  STORY_HOST,
  STORY_USERS,
  setRecording,
  type StoryUser,
} from './network.ts'
import { loadPictures } from './pictures.ts'

// The app's calls go through the one HTTP client (src/core/api/client.ts) as the shell wires it
// at boot; here the session the brand decorator sets up names the host, user and language.
wireApi()
// Images are drawn from the brands' settings: the story's own brand as it is now (the playground
// edits it), the other demo brands (a related region's logo) as recorded.
installStoryNetwork((client) => {
  const own = appDataState.data?.settings as Record<string, unknown> | undefined
  if (own && (client === null || client === session.domain)) {
    return { settings: own, name: demoBrands[session.domain ?? '']?.name ?? String(own.name ?? '') }
  }
  const demo = client ? demoBrands[client] : undefined
  return demo
    ? { settings: demo.appData.settings as Record<string, unknown>, name: demo.name }
    : null
})

/** The phone viewport (default) and a desktop one. */
const viewports = {
  phone: { name: 'Phone 390×844', styles: { width: '390px', height: '844px' }, type: 'mobile' },
  desktop: {
    name: 'Desktop 1280×800',
    styles: { width: '1280px', height: '800px' },
    type: 'desktop',
  },
} as const

/** What the brand loader (below) set up for a story: the app data (checked by the panel). */
interface BrandSetup {
  appData: AppData | null
  /** Why there is no app data (custom app data missing or not JSON). */
  error: MessageDescriptor | null
}

/**
 * Sets the app up as the brand, user and locale of the story (toolbar or test project): the
 * recorded answers (./network.ts) or the reference server, the session's brand host and token,
 * the app data and theme, the enabled modules. A loader, so the story renders on a ready app.
 */
async function setUpBrand(
  globals: Record<string, unknown>,
  parameters: Record<string, unknown>,
): Promise<BrandSetup> {
  const brand = String(globals.brand ?? 'pizzeria-msk')
  const user = isStoryUser(globals.user) ? globals.user : 'guest'
  const locale = String(globals.locale ?? 'ru')
  const live = globals.network === 'live'
  const miniApp = globals.miniApp === 'on'
  const { appData: brandData, error } = brandAppData(brand)
  resetRegistry()
  resetQueryClient()
  if (!brandData) return { appData: null, error }
  const client = brand === CUSTOM_BRAND ? 'pizzeria-msk' : brand
  // Recorded answers of the brand for this user and language, or the reference server when the
  // Network toolbar says so (as a guest: it knows no story token).
  // the demo pictures the image route's drawing embeds (./pictures.ts), read once
  const [recording] = await Promise.all([
    live ? null : loadRecording(client, user, locale),
    loadPictures(),
  ])
  setRecording(recording)
  const recorded = brand === CUSTOM_BRAND ? null : recordedAppData(recording)
  const data = structuredClone((recorded as AppData | null) ?? brandData)
  // What the device has stored when the story starts (e.g. a basket), nothing left from another
  seedStorage((parameters.storage as StorageSeed | undefined)?.(recording) ?? {})
  // A social mini-app: no menu button (hideMenuMiniapp), the bonus overview block on home.
  session.brand = resolveBrand(
    `http://${client}.${live ? LIVE_HOST : STORY_HOST}/${miniApp ? '?miniapp=1' : ''}`,
  )
  session.domain = client
  session.token = !live && user !== 'guest' ? `story-${user}` : null
  setAppData(structuredClone(data), { persist: false })
  applyTheme(data.settings)
  await loadModules(data)
  return { appData: data, error: null }
}

/** The stored keys a story may seed (`parameters.storage`, story-kit.tsx); others untouched. */
const SEEDABLE = ['basket'] as const

function seedStorage(seed: StoryStorage) {
  for (const key of SEEDABLE) writeJson(key, seed[key] ?? null)
}

function BrandFrame({ setup, children }: { setup: BrandSetup; children: ReactNode }) {
  const desktop = useDesktop()
  const { appData, error } = setup
  const { i18n } = useLingui()
  const { problems } = useSnapshot(registry)
  // unknown modules and settings errors are the brand check's findings; load failures are not
  const problemTexts = problems
    .filter((p) => p.kind === 'load' || p.kind === 'widget')
    .map((p) => `${p.module}: ${p.kind}: ${p.detail}`)
  return (
    <div style={{ display: 'flex', gap: 16, alignItems: 'flex-start', flexWrap: 'wrap' }}>
      <div
        style={{
          width: '100%',
          maxWidth: desktop ? undefined : 390,
          minHeight: 200,
          position: 'relative',
          background: 'var(--color-background)',
        }}
        // what a visual snapshot shows (.storybook/vitest.snapshots.ts)
        data-story-frame=""
      >
        {appData ? <RegistrySlotProvider>{children}</RegistrySlotProvider> : null}
      </div>
      <BrandCheckPanel
        appData={appData}
        notes={[error ? i18n._(error) : null, ...problemTexts]}
        hideWhenClean
      />
    </div>
  )
}

/** Whether the story runs in the desktop viewport (the frame then takes the full width). */
function useDesktop(): boolean {
  const [desktop, setDesktop] = useState(() => window.innerWidth > 700)
  useEffect(() => {
    const on = () => setDesktop(window.innerWidth > 700)
    window.addEventListener('resize', on)
    return () => window.removeEventListener('resize', on)
  }, [])
  return desktop
}

const withBrand: Decorator = (Story, context) => {
  const setup = context.loaded.brand as BrandSetup | undefined
  if (context.parameters.brand === false || !setup) return <Story />
  return (
    <BrandFrame setup={setup}>
      <Story />
    </BrandFrame>
  )
}

const withI18n: Decorator = (Story, context) => (
  <I18nProvider i18n={i18n} key={String(context.globals.locale)}>
    <Story />
  </I18nProvider>
)

/**
 * The brand studio's own texts (playground, brand check panel and its findings, toolbar): the
 * `studio` catalog, both languages at hand (the toolbar needs both).
 */
const studioTexts: Record<Locale, Messages> = { ru: ruStudio, en: enStudio }

/**
 * The toolbar's texts in both languages ("Бренд / Brand"): Storybook draws its toolbar once, in
 * the manager, before and apart from the Locale the preview follows, so it cannot switch
 * language with it. From the studio catalogs, as every other studio text.
 */
const toolbarI18n = [
  setupI18n({ locale: 'ru', messages: { ru: ruStudio } }),
  setupI18n({ locale: 'en', messages: { en: enStudio } }),
]
function bilingual(descriptor: MessageDescriptor): string {
  const [ru, en] = toolbarI18n.map((i) => i._(descriptor))
  return ru === en ? en! : `${ru} / ${en}`
}

const USER_TITLES: Record<StoryUser, MessageDescriptor> = {
  guest: msg`Guest`,
  'signed-in': msg`Signed in (new customer)`,
  member: msg`Signed in: balance, levels, orders (79990000001)`,
}

const preview: Preview = {
  globalTypes: {
    brand: {
      description: bilingual(msg`Brand whose app data the preview uses`),
      toolbar: {
        title: bilingual(msg`Brand`),
        icon: 'paintbrush',
        items: [
          ...Object.entries(demoBrands).map(([value, b]) => ({ value, title: b.name })),
          { value: CUSTOM_BRAND, title: bilingual(msg`Custom (pasted app data)`) },
        ],
        dynamicTitle: true,
      },
    },
    miniApp: {
      description: bilingual(msg`Run as a social mini-app (menu hidden, overview blocks)`),
      toolbar: {
        title: bilingual(msg`Mini-app`),
        icon: 'mobile',
        items: [
          { value: 'off', title: bilingual(msg`Installed app / browser`) },
          { value: 'on', title: bilingual(msg`Social mini-app`) },
        ],
        dynamicTitle: true,
      },
    },
    user: {
      description: bilingual(msg`Who uses the app: a guest, a new customer, or the demo customer`),
      toolbar: {
        title: bilingual(msg`User`),
        icon: 'user',
        items: STORY_USERS.map((value) => ({ value, title: bilingual(USER_TITLES[value]) })),
        dynamicTitle: true,
      },
    },
    network: {
      description: bilingual(
        msg`Where the app’s calls go: recorded answers, or a running reference server`,
      ),
      toolbar: {
        title: bilingual(msg`Network`),
        icon: 'transfer',
        items: [
          { value: 'recorded', title: bilingual(msg`Recorded answers (npm run stories:record)`) },
          { value: 'live', title: bilingual(msg`Reference server (${LIVE_HOST}, guest)`) },
        ],
        dynamicTitle: true,
      },
    },
    locale: {
      description: bilingual(msg`Interface language`),
      toolbar: {
        title: bilingual(msg`Locale`),
        icon: 'globe',
        items: [
          { value: 'ru', title: 'Русский' },
          { value: 'en', title: 'English' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: {
    brand: 'pizzeria-msk',
    locale: 'ru',
    miniApp: 'off',
    user: 'guest',
    network: 'recorded',
    viewport: { value: 'phone', isRotated: false },
  },
  loaders: [
    async ({ globals }) => {
      const locale = (globals.locale ?? 'ru') as Locale
      session.locales = ['ru', 'en']
      i18n.load(locale, studioTexts[locale])
      await setLocale(locale)
      return {}
    },
    async ({ globals, parameters }) =>
      parameters.brand === false ? {} : { brand: await setUpBrand(globals, parameters) },
  ],
  // A story is done when the screen settled: no skeleton, busy layer or loading screen left
  // (lazy screens and their queries); then the a11y addon runs axe on it.
  play: async ({ canvasElement }) => {
    await waitFor(
      () => {
        if (canvasElement.querySelector('[aria-busy="true"]')) throw new Error('still loading')
      },
      { timeout: 10_000 },
    )
  },
  decorators: [withBrand, withI18n],
  parameters: {
    layout: 'padded',
    controls: { expanded: true },
    viewport: { options: viewports },
    // Stories are tests (vitest `storybook` project): axe at WCAG 2.2 AA, a violation fails.
    a11y: {
      test: 'error',
      options: {
        runOnly: {
          type: 'tag',
          values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'],
        },
      },
    },
  },
}

export default preview
