/**
 * Developer-mode choices of the dev control overlay (spec shell-data §2 App shell: "switches host
 * (client, production, stage, custom), locale (ru/en) and card view"; §3 local client state:
 * host, default client). They act only in developer mode (§6: query parameters or the stored dev
 * flag): a customer's app always talks to its own brand's host.
 */
import { apiLocation, type BrandLocation } from '../brand/brand.ts'
import { readJson, storageKeys, writeJson } from '../storage/storage.ts'
import type { AppData } from './types.ts'

/** spec: client (the brand's own host, the default), production, stage or a custom one. */
export const hostKinds = ['client', 'production', 'stage', 'custom'] as const
export type HostKind = (typeof hostKinds)[number]

export interface HostChoice {
  kind: HostKind
  /** The custom host (`host[:port]`), used when kind is custom. */
  custom: string
}

/** Card view: as the brand's settings say, or forced to the bonus button or the bonus card. */
export const cardViews = ['settings', 'button', 'card'] as const
export type CardView = (typeof cardViews)[number]

const env = import.meta.env as Record<string, string | undefined>

/**
 * The platform's production and stage hosts, from the build's environment (VITE_PRODUCTION_HOST,
 * VITE_STAGE_HOST): platform addresses, not a brand's, so nothing brand-specific is compiled in.
 * Null when the build names none (the dev control then offers no such choice).
 */
export const platformHosts: Record<'production' | 'stage', string | null> = {
  production: env.VITE_PRODUCTION_HOST?.trim() || null,
  stage: env.VITE_STAGE_HOST?.trim() || null,
}

/** A host as a person types it: `name[:port]`, no scheme, path or spaces. */
export function cleanHost(value: string): string | null {
  const host = value
    .trim()
    .toLowerCase()
    .replace(/^[a-z]+:\/\//, '')
    .replace(/\/.*$/, '')
  return /^(\[[0-9a-f:.]+\]|[a-z0-9.-]+)(:\d{1,5})?$/.test(host) && !host.startsWith('.')
    ? host
    : null
}

const CLIENT_HOST: HostChoice = { kind: 'client', custom: '' }

/** The stored host choice (spec key `host`; default client). */
export function readHostChoice(): HostChoice {
  const raw = readJson<unknown>(storageKeys.host, null)
  if (typeof raw !== 'object' || raw === null) return CLIENT_HOST
  const { kind, custom } = raw as Partial<HostChoice>
  if (!hostKinds.includes(kind as HostKind)) return CLIENT_HOST
  return { kind: kind as HostKind, custom: typeof custom === 'string' ? custom : '' }
}

export function writeHostChoice(choice: HostChoice): void {
  writeJson(storageKeys.host, choice.kind === 'client' ? null : choice)
}

/** The platform host a choice names; null for the brand's own (or a choice that names none). */
export function chosenHost(choice: HostChoice): string | null {
  if (choice.kind === 'custom') return cleanHost(choice.custom)
  if (choice.kind === 'production' || choice.kind === 'stage') return platformHosts[choice.kind]
  return null
}

/** The brand on another platform host: the same client, its API there. */
export function brandOnHost(brand: BrandLocation, host: string | null): BrandLocation {
  if (!host || host === brand.host) return brand
  return { ...brand, host, ...apiLocation(brand.protocol, host, brand.client) }
}

export function readCardView(): CardView {
  const raw = readJson<unknown>(storageKeys.cardView, 'settings')
  return cardViews.includes(raw as CardView) ? (raw as CardView) : 'settings'
}

export function writeCardView(view: CardView): void {
  writeJson(storageKeys.cardView, view === 'settings' ? null : view)
}

/**
 * App data as developer mode shows it: the card view forced on the bonus module's home widget
 * (settings.modules.bonus.homeBonusButtonType, accounts spec: button or card). Unchanged outside
 * developer mode, with the settings' own view, or when the brand has no bonus module.
 */
export function withDevView(data: AppData, devMode: boolean, view = readCardView()): AppData {
  if (!devMode || view === 'settings') return data
  const bonus = data.settings.modules.bonus
  if (!bonus || typeof bonus !== 'object') return data
  return {
    ...data,
    settings: {
      ...data.settings,
      modules: { ...data.settings.modules, bonus: { ...bonus, homeBonusButtonType: view } },
    },
  }
}
