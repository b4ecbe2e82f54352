/**
 * Registry contract: every module name resolves and its loader loads a descriptor of that
 * name; every settings schema compiles and its defaults validate; every demo brand's app data
 * loads its modules without a settings or load failure and renders its home slot.
 */
import Ajv from 'ajv'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { registry } from '../../registry/index.ts'
import { moduleTable } from '../../registry/modules.ts'
import { guestAppData } from '../../server/seed/helpers.ts'
import { demoBrands } from '../../server/seed/index.ts'
import type { AppData } from '../../src/core/state/types.ts'
import { renderApp } from '../helpers/render-app.tsx'

const schemasDir = join(process.cwd(), 'schemas', 'modules')
const schemaFiles = readdirSync(schemasDir).filter((f) => f.endsWith('.json'))

describe('registry contract', () => {
  it.each(Object.keys(moduleTable))(
    'module %s resolves to a descriptor of that name',
    async (name) => {
      const descriptor = await moduleTable[name]!()
      expect(descriptor.name).toBe(name)
      for (const route of descriptor.routes ?? []) {
        const screenModule = await route.screen()
        expect(typeof screenModule.default).toBe('function')
      }
      for (const loader of Object.values(descriptor.slots ?? {})) {
        expect(typeof (await loader()).default).toBe('function')
      }
    },
  )

  it('every built module has a settings schema', () => {
    for (const name of Object.keys(moduleTable)) expect(schemaFiles).toContain(`${name}.json`)
  })

  it.each(schemaFiles)('schemas/modules/%s compiles and its defaults validate', (file) => {
    const schema = JSON.parse(readFileSync(join(schemasDir, file), 'utf8'))
    const ajv = new Ajv({ useDefaults: true, strict: false })
    const validate = ajv.compile(schema)
    const settings = {}
    expect(validate(settings), JSON.stringify(validate.errors)).toBe(true)
    expect(new Ajv({ strict: false }).validate(schema, settings)).toBe(true)
  })

  it.each(demoBrands.map((b) => [b.client, b] as const))(
    'demo brand %s loads its modules and renders home',
    async (_client, brand) => {
      const data = guestAppData(brand) as AppData
      await renderApp(data, { locale: 'ru' })
      const failures = registry.problems.filter((p) => p.kind === 'settings' || p.kind === 'load')
      expect(failures).toEqual([])
      for (const name of Object.keys(moduleTable)) {
        if (name in data.settings.modules) expect(registry.modules[name]).toBeDefined()
      }
      expect(
        await screen.findByRole('heading', { level: 1, name: String(brand.settings.name) }),
      ).toBeInTheDocument()
    },
  )
})
