/** Shapes of the demo seed: one object per brand, as the app receives it. */

export interface WorkingTime {
  /** 1-7, Monday first */
  day: number
  startTime: string
  endTime: string
}

export interface DemoBranch {
  idBranch: number
  name: string
  address: string
  description?: string
  lat: number
  lng: number
  contactPhone: string
  startTime: string
  endTime: string
  days: number[]
  workingTime: WorkingTime[]
  isPickpoint: boolean
  /** Fields later modules add (delivery shape, review links…). */
  extra?: Record<string, unknown>
}

export interface DemoPage {
  idContent: number
  title: string
  /** HTML; the app sanitises it before rendering. */
  content: string
}

export interface DemoBrand {
  /** The client id: subdomain and `?client=` value. */
  client: string
  name: string
  settings: Record<string, unknown> & { modules: Record<string, Record<string, unknown>> }
  custom?: Record<string, unknown>
  /** Server-only: `appOrigins` (payment return urls), `frameAncestors` (who may frame the app). */
  config?: { appOrigins?: string[]; frameAncestors?: string[] }
  branches: DemoBranch[]
  pages: DemoPage[]
}
