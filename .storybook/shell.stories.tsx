/**
 * Brand preview of the shell: the tab bar, the side menu and the home slot as the chosen brand
 * (toolbar) shows them, in the chosen locale. "Custom app data" takes a brand manager's own
 * app data, pasted or loaded from a server.
 */
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { useSnapshot } from 'valtio'
import { registry } from '../registry/index.ts'
import { TabBar } from '../src/app/tab-bar.tsx'
import { buildTabs } from '../src/app/tabs.ts'
import { appData } from '../src/core/state/app-data.ts'
import { CUSTOM_KEY } from './brands.ts'
import { Phone } from './story-kit.tsx'

function TabBarPreview() {
  const { data } = useSnapshot(appData)
  const { modules } = useSnapshot(registry)
  const tabs = buildTabs(data?.settings, modules)
  return (
    <div style={{ position: 'relative', height: 120, transform: 'translateZ(0)' }}>
      <TabBar tabs={tabs} hideLabels={data?.settings.hideTabbarLabels === true} />
    </div>
  )
}

const meta: Meta = { title: 'Brand preview/Shell' }
export default meta

export const Home: StoryObj = { render: () => <Phone path="/" /> }
export const TabBarOnly: StoryObj = { name: 'Tab bar', render: () => <TabBarPreview /> }
export const SideMenu: StoryObj = {
  name: 'Side menu',
  render: () => <Phone path="/" panel />,
}
export const Contacts: StoryObj = { render: () => <Phone path="/home/contacts" /> }
export const SettingsPage: StoryObj = {
  name: 'Settings page',
  render: () => <Phone path="/settings/" />,
}

function CustomAppDataEditor() {
  const [text, setText] = useState(() => localStorage.getItem(CUSTOM_KEY) ?? '')
  const [url, setUrl] = useState('http://localhost:8080/rest/mobile/v53/app?client=pizzeria-msk')
  const [status, setStatus] = useState('')
  const save = (value: string) => {
    setText(value)
    localStorage.setItem(CUSTOM_KEY, value)
    setStatus('Saved. Pick “Custom (pasted app data)” in the Brand toolbar.')
  }
  const load = async () => {
    try {
      const res = await fetch(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: '{}',
      })
      const body = (await res.json()) as Record<string, unknown>
      const { status: _s, ...data } = body
      save(JSON.stringify(data, null, 2))
    } catch (error) {
      setStatus(`Could not load: ${(error as Error).message}`)
    }
  }
  return (
    <div style={{ display: 'grid', gap: 8, maxWidth: 640, font: '14px system-ui' }}>
      <label>
        App data (JSON)
        <textarea
          value={text}
          onChange={(e) => save(e.target.value)}
          rows={16}
          style={{ width: '100%', fontFamily: 'monospace' }}
        />
      </label>
      <label>
        Load from a server (POST …/app)
        <input value={url} onChange={(e) => setUrl(e.target.value)} style={{ width: '100%' }} />
      </label>
      <button type="button" onClick={load}>
        Load
      </button>
      <p role="status">{status}</p>
    </div>
  )
}

export const CustomAppData: StoryObj = {
  name: 'Custom app data',
  parameters: { brand: false },
  render: () => <CustomAppDataEditor />,
}
