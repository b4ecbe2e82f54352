/**
 * /settings/ (spec shell-data §2): back link, title, a radio list of the brand's languages (each
 * in its own name; with only one, that one said instead); choosing one changes the locale at
 * once. Then the `settings` slot, where other modules put their own settings.
 */
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { useSnapshot } from 'valtio'
import type { Locale } from '../../core/i18n/i18n.ts'
import type { ScreenProps } from '../../core/module.ts'
import { Slot } from '../../core/slot.tsx'
import { session, setLocale } from '../../core/state/session.ts'
import { goBack, navigate, ui } from '../../core/state/ui.ts'
import { List, ListItem } from '../../ui/list/list.tsx'
import { Navbar } from '../../ui/navbar/navbar.tsx'
import { Page } from '../../ui/page/page.tsx'
import { languageNames } from './languages.ts'
import type { SettingsPageSettings } from './settings.ts'
import './settings.css'

const back = () => (ui.depth > 0 ? goBack() : navigate('/', { replace: true }))

export default function SettingsScreen({ settings }: ScreenProps<SettingsPageSettings>) {
  const { i18n } = useLingui()
  const { locale, locales } = useSnapshot(session)
  const title = settings.title.trim() || i18n._(msg`Settings`)
  return (
    <Page navbar={<Navbar title={title} backHref="/" onBack={back} />}>
      {/* One language is no choice (issue 12, session 17: sushi is ru only): no picker then. */}
      {locales.length > 1 ? (
        <fieldset className="settings__group">
          <legend className="settings__legend">{i18n._(msg`Language`)}</legend>
          <List inset>
            {locales.map((l: Locale) => (
              <ListItem
                key={l}
                title={languageNames[l] ?? l}
                lang={l}
                control={
                  <input
                    type="radio"
                    name="locale"
                    value={l}
                    checked={l === locale}
                    onChange={() => void setLocale(l)}
                  />
                }
              />
            ))}
          </List>
        </fieldset>
      ) : (
        // the one language said, not offered: a page with nothing on it read as broken
        <List inset>
          <ListItem
            title={i18n._(msg`Language`)}
            after={<span lang={locale}>{languageNames[locale] ?? locale}</span>}
          />
        </List>
      )}
      <Slot name="settings" />
    </Page>
  )
}
