// @vitest-environment node
import { execFile } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { format } from 'node:util'
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest'
import { main } from '../../scripts/check-brand.ts'
import { coffee } from '../../server/seed/coffee.ts'
import { guestAppData } from '../../server/seed/helpers.ts'
import type { Loose } from './loose.ts'

const dir = mkdtempSync(join(tmpdir(), 'check-brand-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

function file(name: string, data: unknown): string {
  const path = join(dir, name)
  writeFileSync(path, typeof data === 'string' ? data : JSON.stringify(data))
  return path
}

type Run = (
  args: string[],
  locale?: Record<string, string>,
) => Promise<{ code: number; stdout: string; stderr: string }>

const quietLocale = { LC_ALL: '', LC_MESSAGES: '', LANG: 'C' }

/** Runs `npm run check-brand -- …` as the process it is (node + tsx), without npm's overhead. */
const runProcess: Run = (args, locale = quietLocale) =>
  new Promise((done) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', 'scripts/check-brand.ts', ...args],
      { env: { ...process.env, NO_COLOR: '', ...locale } },
      (error, stdout, stderr) => done({ code: error ? Number(error.code) : 0, stdout, stderr }),
    )
  })

/**
 * The same CLI in this process: its `main` (the script's whole body but the one line that sets
 * the exit code from it) with the same arguments and locale, its console captured. A process
 * costs ~1.5 s quiet (node, tsx, the checker's modules) and far more under load; the cases about
 * what the CLI finds and says run here, the exit code's way out of a real process is
 * `runProcess`'s (issue 11).
 */
const run: Run = async (args, locale = quietLocale) => {
  const out = { stdout: '', stderr: '' }
  vi.stubEnv('NO_COLOR', '')
  for (const [name, value] of Object.entries(locale)) vi.stubEnv(name, value)
  vi.spyOn(console, 'log').mockImplementation((...a) => void (out.stdout += `${format(...a)}\n`))
  vi.spyOn(console, 'error').mockImplementation((...a) => void (out.stderr += `${format(...a)}\n`))
  // off a terminal, as the process's piped stdout is
  const tty = process.stdout.isTTY
  process.stdout.isTTY = false
  try {
    return { code: await main(args), ...out }
  } finally {
    process.stdout.isTTY = tty
    vi.restoreAllMocks()
    vi.unstubAllEnvs()
  }
}

afterEach(() => {
  vi.restoreAllMocks()
  vi.unstubAllEnvs()
})

const brokenCoffee = () => {
  const data = guestAppData(coffee) as { settings: Loose }
  data.settings.colors.text = 'dark brown'
  data.settings.modules.bonuss = {}
  data.settings.tabbar = [...data.settings.tabbar, 'booking']
  return data
}

describe('npm run check-brand', () => {
  it('passes a demo brand’s app data file (exit 0)', async () => {
    const { code, stdout } = await runProcess([file('coffee.json', guestAppData(coffee)), '--json'])
    expect(code).toBe(0)
    const out = JSON.parse(stdout)
    expect(out.errors).toBe(0)
  })

  it('fails a broken file with exit 1 and prints every finding as JSON', async () => {
    const { code, stdout } = await runProcess([file('broken.json', brokenCoffee()), '--json'])
    expect(code).toBe(1)
    const { findings } = JSON.parse(stdout) as { findings: { kind: string; path: string }[] }
    expect(findings.map((f) => `${f.kind} ${f.path}`)).toEqual(
      expect.arrayContaining([
        'schema settings.colors.text',
        'unknown-module settings.modules.bonuss',
        expect.stringMatching(/^tab-disabled settings\.tabbar\[\d+\]$/),
      ]),
    )
  })

  it('prints findings grouped, with paths, descriptions and hints, without colour off a terminal', async () => {
    const { code, stdout } = await run([file('broken.json', brokenCoffee())])
    expect(code).toBe(1)
    expect(stdout).toContain('Settings that do not match the schema (1)')
    expect(stdout).toContain('Unknown modules (1)')
    expect(stdout).toMatch(/error {3}settings\.colors\.text: "dark brown" has the wrong format/)
    expect(stdout).toContain('setting:  A CSS colour')
    expect(stdout).toContain('fix:      Write the colour as #rrggbb')
    expect(stdout).toContain('3 error(s)')
    expect(stdout).not.toContain('\x1b[')
  })

  /** A config broken in one way per kind the CLI finds without the network. */
  const brokenEverywhere = () => {
    const data = brokenCoffee()
    data.settings.menu = ['nosuch']
    data.settings.slots = { homee: ['bonus'] }
    data.settings.name = { en: 'Coffee' }
    return data
  }

  it('speaks Russian with --lang ru: every finding’s message, hint and heading', async () => {
    const path = file('broken-ru.json', brokenEverywhere())
    const { code, stdout } = await run([path, '--lang', 'ru'])
    expect(code).toBe(1)
    for (const line of [
      'Проверка бренда: ',
      'Настройки, не соответствующие схеме (1)',
      'settings.colors.text: "dark brown" — неверный формат',
      'исправить: Запишите цвет как #rrggbb',
      // the setting's description and a pattern's expected value, from the schema, in Russian
      'настройка: Цвет CSS: #rgb, #rrggbb(aa) или rgb()/hsl().',
      'ожидается: Цвет CSS: #rgb, #rrggbb(aa) или rgb()/hsl().',
      'Неизвестные модули (1)',
      'settings.modules.bonuss: Неизвестный модуль «bonuss»: приложение его пропускает',
      'Возможно, имелось в виду «bonus»?',
      'Панель вкладок, меню и слоты с выключенными модулями (2)',
      '«booking» есть в панели вкладок, но модуль не включён',
      'settings.menu[0]: «nosuch» есть в боковом меню, но модуля с таким именем нет',
      'Слоты, которые не заполняет ни один модуль (1)',
      'settings.slots.homee: Слот «homee» не заполняет ни один модуль',
      'Нет текстов на каком-то языке (1)',
      'settings.name: Нет текста на языке ru',
      '6 ошибок, 0 предупреждений',
    ]) {
      expect(stdout).toContain(line)
    }
    // nothing of the English left but the paths and values
    expect(stdout).not.toMatch(/error|warning|Unknown module|Did you mean|No module fills|colour/)
  })

  it('speaks English with --lang en, whatever the locale says', async () => {
    const path = file('broken-en.json', brokenEverywhere())
    const { code, stdout } = await run([path, '--lang', 'en'], { LANG: 'ru_RU.UTF-8' })
    expect(code).toBe(1)
    for (const line of [
      'settings.colors.text: "dark brown" has the wrong format',
      'settings.modules.bonuss: Unknown module "bonuss": the app skips it',
      '"booking" is in the tab bar, but the module is not switched on',
      'settings.menu[0]: "nosuch" is in the side menu, but no module has that name',
      'settings.slots.homee: No module fills the slot "homee"',
      'settings.name: No ru text',
      '6 error(s), 0 warning(s)',
    ]) {
      expect(stdout).toContain(line)
    }
  })

  it('takes Russian from a Russian LANG, and keeps --json’s machine fields in every language', async () => {
    const path = file('broken-json.json', brokenEverywhere())
    type Out = {
      lang: string
      findings: { code: string; kind: string; severity: string; path: string; message: string }[]
    }
    const ru = await run([path, '--json'], { LC_ALL: '', LC_MESSAGES: '', LANG: 'ru_RU.UTF-8' })
    const en = await run([path, '--json', '--lang', 'en'])
    expect([ru.code, en.code]).toEqual([1, 1])
    const [inRu, inEn] = [JSON.parse(ru.stdout) as Out, JSON.parse(en.stdout) as Out]
    expect([inRu.lang, inEn.lang]).toEqual(['ru', 'en'])
    const machine = (o: Out) =>
      o.findings.map(({ code, kind, severity, path }) => ({ code, kind, severity, path }))
    expect(machine(inRu)).toEqual(machine(inEn))
    expect(machine(inRu)).toEqual(
      expect.arrayContaining([
        { code: 'schema.pattern', kind: 'schema', severity: 'error', path: 'settings.colors.text' },
        {
          code: 'module.unknown',
          kind: 'unknown-module',
          severity: 'error',
          path: 'settings.modules.bonuss',
        },
        {
          code: 'module.no-such',
          kind: 'tab-disabled',
          severity: 'error',
          path: 'settings.menu[0]',
        },
      ]),
    )
    const at = (o: Out, path: string) => o.findings.find((f) => f.path === path)!.message
    expect(at(inRu, 'settings.slots.homee')).toBe('Слот «homee» не заполняет ни один модуль')
    expect(at(inEn, 'settings.slots.homee')).toBe('No module fills the slot "homee"')
  })

  it('refuses a language it does not have (exit 2)', async () => {
    const { code, stderr } = await run([
      file('coffee-fr.json', guestAppData(coffee)),
      '--lang',
      'fr',
    ])
    expect(code).toBe(2)
    expect(stderr).toContain('unknown language fr: give ru or en')
  })

  it('answers exit 2 for a file that is not JSON', async () => {
    const { code, stderr } = await run([file('bad.json', '{ settings: ')])
    expect(code).toBe(2)
    expect(stderr).toContain('is not JSON')
  })

  it('reads app data from a server’s POST app for --client and checks its images', async () => {
    const seen: string[] = []
    const data = guestAppData(coffee) as { settings: Loose }
    data.settings.logo = '/img/missing.png'
    data.settings.smallLogo = '/img/ok.png'
    const server: Server = createServer((req, res) => {
      seen.push(`${req.method} ${req.url}`)
      if (req.url === '/rest/mobile/v53/app?client=coffee' && req.method === 'POST') {
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(data))
      } else if (req.url === '/img/missing.png') {
        res.writeHead(404).end()
      } else res.writeHead(200, { 'content-type': 'image/png' }).end()
    })
    await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready))
    try {
      const { port } = server.address() as AddressInfo
      const { code, stdout } = await run([
        `http://127.0.0.1:${port}`,
        '--client',
        'coffee',
        '--json',
      ])
      expect(seen).toContain('POST /rest/mobile/v53/app?client=coffee')
      expect(code).toBe(1)
      const { findings } = JSON.parse(stdout) as { findings: { kind: string; path: string }[] }
      expect(findings.filter((f) => f.kind === 'image').map((f) => f.path)).toEqual([
        'settings.logo',
      ])
    } finally {
      await new Promise((closed) => server.close(closed))
    }
  })
})
