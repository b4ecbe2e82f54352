/**
 * The icon registry (src/ui/icon/icon.tsx): the shell's icons are there at once, a module's
 * come with its chunk (`registerIcons`), an unknown name draws nothing and warns, and the names
 * are types (`npm run typecheck` compiles this file: each `@ts-expect-error` fails the check if
 * the line it marks compiles).
 */
// fresh fork: the registry before any module's chunk registered its icons (vitest.unit.config.ts)
import { act, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, expectTypeOf, it, vi } from 'vitest'
import { moduleTable } from '../../registry/modules.ts'
import type { ModuleEntry } from '../../src/core/module.ts'
import catalogSchema from '../../schemas/modules/catalog.json'
import {
  hasIcon,
  Icon,
  iconFromData,
  iconMarkup,
  registerIcons,
  type IconName,
} from '../../src/ui/icon/icon.tsx'

afterEach(() => vi.restoreAllMocks())

const pathsOf = (container: HTMLElement) =>
  [...container.querySelectorAll('svg path')].map((p) => p.getAttribute('d'))

describe('the icon registry', () => {
  it('holds the shell’s own icons from the start, and only those', () => {
    for (const name of ['home', 'menu', 'close', 'back', 'chevron', 'settings']) {
      expect(hasIcon(name), name).toBe(true)
    }
    // a module's icons come with the module (its own chunk), not with the shell
    for (const name of ['qr', 'gift', 'search', 'telegram', 'status-done']) {
      expect(hasIcon(name), name).toBe(false)
    }
  })

  it('draws a registered icon: decorative without a label, an image named by its label', () => {
    const { container, rerender } = render(<Icon name="close" />)
    const svg = container.querySelector('svg')!
    expect(svg).toHaveAttribute('aria-hidden', 'true')
    expect(pathsOf(container)).toEqual(['M6 6l12 12M18 6 6 18'])
    rerender(<Icon name="close" label="Закрыть" />)
    expect(screen.getByRole('img', { name: 'Закрыть' })).toBe(container.querySelector('svg'))
  })

  it('draws the icons a module registers, with their shapes, fills and grid', () => {
    registerIcons({
      'test-pair': [
        { d: 'M1 1h2', strokeWidth: 3 },
        { d: 'M5 5h2', fill: 'solid' },
      ],
      'test-tall': { viewBox: '0 0 32 40', shapes: [{ d: 'M16 1v38' }] },
    })
    const name = iconFromData('test-pair')!
    const { container } = render(<Icon name={name} size={20} />)
    const [line, dot] = [...container.querySelectorAll('path')]
    expect(line).toHaveAttribute('stroke-width', '3')
    expect(dot).toHaveAttribute('fill', 'currentColor')
    expect(dot).toHaveAttribute('stroke', 'none')
    expect(container.querySelector('svg')).toHaveAttribute('width', '20')

    const tall = iconMarkup(iconFromData('test-tall')!, 32, 40)
    expect(tall).toMatch(/^<svg viewBox="0 0 32 40" width="32" height="40"/)
    expect(tall).toContain('<path d="M16 1v38"/>')
  })

  it('draws nothing for an unknown name and warns once (development)', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const name = iconFromData('no-such-icon')!
    const { container, rerender } = render(<Icon name={name} />)
    rerender(<Icon name={name} size={30} />)
    expect(container).toBeEmptyDOMElement()
    expect(warn).toHaveBeenCalledTimes(1)
    expect(warn.mock.calls[0]![0]).toContain('no-such-icon')
    expect(iconMarkup(name)).toBe('')
  })

  it('redraws an icon whose name is registered after it was first drawn (a late chunk)', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const name = iconFromData('test-late')!
    const { container } = render(<Icon name={name} />)
    expect(container).toBeEmptyDOMElement()
    act(() => {
      registerIcons({ 'test-late': 'M2 2h20' })
    })
    expect(pathsOf(container)).toEqual(['M2 2h20'])
  })

  it('takes the same drawing twice quietly (two modules), warns when a name is redrawn', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    registerIcons({ 'test-twice': 'M1 1h1' })
    registerIcons({ 'test-twice': 'M1 1h1' })
    expect(warn).not.toHaveBeenCalled()
    registerIcons({ 'test-twice': 'M2 2h2' })
    expect(warn).toHaveBeenCalledTimes(1)
  })

  it('reads a name from data as an icon name, and nothing from an empty or non-string value', () => {
    expect(iconFromData('delivery')).toBe('delivery')
    expect(iconFromData('')).toBeUndefined()
    expect(iconFromData(3)).toBeUndefined()
    expect(iconFromData(undefined)).toBeUndefined()
  })
})

describe('icon names are types', () => {
  it('knows the shell’s and every module’s names; an undeclared name does not compile', () => {
    expectTypeOf<'close'>().toExtend<IconName>()
    // declared by modules' icons.ts through declaration merging (core/icon-names.ts)
    expectTypeOf<'qr'>().toExtend<IconName>()
    expectTypeOf<'status-done'>().toExtend<IconName>()
    expectTypeOf<'telegram'>().toExtend<IconName>()
    expectTypeOf<'no-such-icon'>().not.toExtend<IconName>()
    expectTypeOf<ModuleEntry['icon']>().toEqualTypeOf<IconName>()

    vi.spyOn(console, 'warn').mockImplementation(() => {})
    // @ts-expect-error: not a declared icon name
    const { container } = render(<Icon name="no-such-icon" />)
    expect(container).toBeEmptyDOMElement()
    // @ts-expect-error: a descriptor's entry names a declared icon
    const entry: ModuleEntry = { icon: 'qr-code', title: { id: 'x' } }
    expect(entry.icon).toBe('qr-code')
  })
})

describe('modules register the icons they name', () => {
  it('every tab and menu icon of a module is registered once its descriptor has loaded', async () => {
    for (const [name, load] of Object.entries(moduleTable)) {
      const mod = await load()
      for (const entry of [mod.tab, mod.menu]) {
        if (entry) expect(hasIcon(entry.icon), `${name}: ${entry.icon}`).toBe(true)
      }
    }
    // a name the settings may pick (catalog: icon catalog | delivery) is the module's too
    for (const icon of catalogSchema.properties.icon.enum) {
      expect(hasIcon(icon), `catalog settings: ${icon}`).toBe(true)
    }
  }, 60_000)
})
