/**
 * /profile/edit (accounts-loyalty §2, §5): the profile form built from the settings; save is
 * disabled until something changed; an empty password leaves it as it is. After saving, app
 * data reloads (the user comes from it) and the screen goes back.
 */
import { useLingui } from '@lingui/react'
import { useEffect, useMemo, useState } from 'react'
import { useSnapshot } from 'valtio'
import { emit } from '../../core/events.ts'
import type { ScreenProps } from '../../core/module.ts'
import { showError, showToast } from '../../core/overlay.ts'
import { appData, loadAppData } from '../../core/state/app-data.ts'
import { goBack, navigate, ui } from '../../core/state/ui.ts'
import { Button } from '../../ui/button/button.tsx'
import { Navbar } from '../../ui/navbar/navbar.tsx'
import { Page } from '../../ui/page/page.tsx'
import { LazySchemaForm } from '../../ui/schema-form/index.ts'
import { saveProfile } from './actions.ts'
import { authEvents } from './events.ts'
import { PROFILE_URL } from './flow.ts'
import {
  formFieldTexts,
  profileChanged,
  profileForm,
  profilePayload,
  profileValues,
  type ProfileValues,
} from './forms.ts'
import type { AuthSettings } from './settings.ts'
import { authStore, pendingCall } from './store.ts'
import { authTexts } from './texts.ts'
import './auth.css'

const leave = () => (ui.depth > 0 ? goBack() : navigate(PROFILE_URL, { replace: true }))

function ProfileForm({ auth, initial }: { auth: AuthSettings; initial: ProfileValues }) {
  const { i18n } = useLingui()
  const { pending } = useSnapshot(authStore)
  const form = useMemo(() => profileForm(auth), [auth])
  const [values, setValues] = useState<ProfileValues>(initial)

  const save = async (formData: ProfileValues) => {
    try {
      await pendingCall(() => saveProfile(profilePayload(formData, auth)))
      await loadAppData()
      showToast(authTexts.profileSaved)
      leave()
      // spec §2 "/profile/edit: optional callback": whoever sent the person here (the bonus
      // popup's need-email message…) listens for this
      emit(authEvents.profileSaved)
    } catch (error) {
      showError(error)
    }
  }

  return (
    <LazySchemaForm<ProfileValues>
      schema={form.schema}
      uiSchema={form.uiSchema}
      formData={values}
      onChange={setValues}
      onSubmit={(formData) => void save(formData)}
      texts={formFieldTexts}
      idPrefix="profile"
    >
      <Button type="submit" block loading={pending} disabled={!profileChanged(initial, values)}>
        {i18n._(authTexts.save)}
      </Button>
    </LazySchemaForm>
  )
}

export default function ProfileEditScreen({ settings: auth }: ScreenProps<AuthSettings>) {
  const { i18n } = useLingui()
  const { data } = useSnapshot(appData)
  const user = data?.user
  const signedIn = Boolean(user?.idUser)

  useEffect(() => {
    if (!signedIn) navigate(PROFILE_URL, { replace: true })
  }, [signedIn])

  return (
    <Page
      className="auth-page"
      bottomAction
      navbar={<Navbar title={i18n._(authTexts.editTitle)} backHref={PROFILE_URL} onBack={leave} />}
    >
      {signedIn && user ? (
        <div className="auth-step auth-step--form">
          <ProfileForm key={String(user.idUser)} auth={auth} initial={profileValues(user, auth)} />
        </div>
      ) : null}
    </Page>
  )
}
