/**
 * The visual snapshots' guard (issue 17): the home screen of the first demo brand with its
 * primary colour changed must NOT match that home's baseline (`parameters.snapshot.differsFrom`,
 * .storybook/vitest.snapshots.ts), or a change that breaks a brand's look would go unseen.
 * Runs with every story of the first brand in Russian (the snapshots' locale).
 */
import type { Meta, StoryObj } from '@storybook/react-vite'
import { appData } from '../src/core/state/app-data.ts'
import { applyTheme } from '../src/ui/theme/theme.ts'
import { Phone } from './story-kit.tsx'

const meta: Meta = { title: 'Brand preview/Snapshot guard' }
export default meta

/** A brand manager's slip: the primary colour changed from the brand's to a green. */
export const RecolouredHome: StoryObj = {
  name: 'Home, primary colour changed',
  tags: ['snapshot'],
  globals: { brand: 'pizzeria-msk', locale: 'ru', user: 'guest' },
  parameters: { snapshot: { differsFrom: 'screens-app--home' } },
  loaders: [
    () => {
      const settings = appData.data?.settings
      if (settings) applyTheme({ ...settings, colors: { ...settings.colors, primary: '#1b6e3a' } })
      return {}
    },
  ],
  render: () => <Phone path="/" />,
}
