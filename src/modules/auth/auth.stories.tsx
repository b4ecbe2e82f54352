/**
 * The auth screens with the chosen brand's auth settings (toolbar: brand and locale). The steps
 * run with a flow that goes nowhere; calls go to the reference server when one runs.
 */
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useEffect } from 'react'
import { useSnapshot } from 'valtio'
import { appData } from '../../core/state/app-data.ts'
import type { User } from '../../core/state/types.ts'
import type { FlowNav, Step } from './flow.ts'
import ProfileScreen from './profile-screen.tsx'
import { useModuleSettings } from '../../core/module-settings.ts'
import AuthStartup from './startup.tsx'
import { StepView } from './steps/step-view.tsx'
import { SuccessView } from './steps/success-view.tsx'
import { authStore } from './store.ts'
import { authTexts } from './texts.ts'
import './auth.css'

const nowhere: FlowNav = { mode: 'popup', go: () => undefined, done: () => undefined }

function StepStory({ step }: { step: Step }) {
  // The preview loads the brand's modules: these are its auth settings, defaults filled in.
  const settings = useModuleSettings('auth')
  return settings ? <StepView step={step} nav={nowhere} settings={settings} /> : null
}

const demoUser: User = {
  idUser: 1042,
  idDevice: 7,
  username: '79990000001',
  fName: 'Демо',
  lName: 'Покупатель',
  display_name: 'Демо Покупатель',
  bday: '1990-05-15',
  email: 'demo@example.org',
  sendReceiptToEmail: true,
  bonus: 1250,
  groupName: 'Серебряный',
  groupBonus: 7,
}

/** The profile with the demo user signed in (the guest comes back afterwards). */
function ProfileStory() {
  const { data } = useSnapshot(appData)
  useEffect(() => {
    const current = appData.data
    if (!current) return
    const guest = current.user
    current.user = { ...demoUser }
    return () => {
      current.user = guest
    }
  }, [])
  const settings = useModuleSettings('auth')
  if (data?.user?.idUser !== demoUser.idUser || !settings) return null
  return <ProfileScreen settings={settings} params={{}} />
}

/** The startup slot widget in a frame of its own, from a first run. */
function StartupStory({ ask }: { ask: 'age' | 'welcome' }) {
  const settings = useModuleSettings('auth')
  useEffect(() => {
    Object.assign(authStore, {
      ageConfirmed: ask === 'welcome',
      ageRefused: false,
      welcomeSeen: false,
    })
  }, [ask])
  return (
    <div style={{ position: 'relative', height: 600, transform: 'translateZ(0)' }}>
      {settings ? (
        <AuthStartup
          settings={
            ask === 'age'
              ? { ...settings, useAgeDisclaimer: true, ageLimit: 18 }
              : { ...settings, useAgeDisclaimer: false, ageLimit: 0 }
          }
        />
      ) : null}
    </div>
  )
}

const meta = {
  title: 'Modules/Auth',
  component: StepStory,
  args: { step: { name: 'phone' } },
} satisfies Meta<typeof StepStory>

export default meta
type Story = StoryObj<typeof meta>

const phone = '79990000001'

export const PhoneScreen: Story = {}
export const Password: Story = { args: { step: { name: 'password', phone } } }
export const Code: Story = { args: { step: { name: 'code', phone } } }
export const PinSignIn: Story = { args: { step: { name: 'pin', phone, mode: 'signin' } } }
export const PinSet: Story = {
  args: { step: { name: 'pin', phone, mode: 'set', fromProfile: true } },
}
export const Registration: Story = { args: { step: { name: 'registration', phone } } }
export const Success: Story = { render: () => <SuccessView text={authTexts.signedIn} /> }

export const Profile: Story = { render: () => <ProfileStory /> }

/**
 * The age check and the welcome screen cover the frame (position: fixed in the app). A brand
 * with several regions (the pizzerias) shows no welcome screen, as in the app.
 */
export const AgeCheck: Story = { render: () => <StartupStory ask="age" /> }
export const Welcome: Story = { render: () => <StartupStory ask="welcome" /> }
