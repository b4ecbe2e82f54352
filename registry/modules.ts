/**
 * The one table: server module name -> lazy module descriptor. Only modules that
 * settings.modules switches on are ever imported; each is its own chunk.
 * Add a module here and a settings schema in schemas/modules/<name>.json.
 */
import type { ModuleDescriptor } from '../src/core/module.ts'

type Loader = () => Promise<ModuleDescriptor>

export const moduleTable: Record<string, Loader> = {
  home: () => import('../src/modules/home/index.ts').then((m) => m.homeModule),
  panelmenu: () => import('../src/modules/panelmenu/index.ts').then((m) => m.panelmenuModule),
  settings: () => import('../src/modules/settings/index.ts').then((m) => m.settingsModule),
  pages: () => import('../src/modules/pages/index.ts').then((m) => m.pagesModule),
  catalog: () => import('../src/modules/catalog/index.ts').then((m) => m.catalogModule),
  related: () => import('../src/modules/related/index.ts').then((m) => m.relatedModule),
}

/**
 * Modules the specs name but that later issues build. Known, so they are not reported as
 * unknown; not loadable yet, so they are skipped quietly.
 */
export const plannedModules = [
  'actions',
  'auth',
  'bonus',
  'booking',
  'feedback',
  'getwallet',
  'gifts',
  'history',
  'maps',
  'messages',
  'news',
  'notifications',
  'referral',
  'specialoffer',
  'stampcard',
  'update',
  'app',
] as const
