// @vitest-environment node
/**
 * The build's precompressed neighbours (scripts/vite-plugin-precompress.ts; issue 16): each
 * built text file large enough gets `.br` and `.gz` beside it that decompress to its bytes;
 * pictures, small files and source maps get none.
 */
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { precompressDir } from '../../scripts/vite-plugin-precompress.ts'

let dir = ''

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'precompress-'))
  await mkdir(join(dir, 'assets'))
})

afterEach(async () => {
  await rm(dir, { recursive: true, force: true })
})

const script = 'export const greeting = "hello";\n'.repeat(200)

describe('precompressDir', () => {
  it('writes .br and .gz beside large text files, each decompressing to the file', async () => {
    await writeFile(join(dir, 'assets', 'app-1a2b.js'), script)
    await writeFile(join(dir, 'index.html'), `<!doctype html><p>${'x '.repeat(800)}</p>`)
    const written = await precompressDir(dir)
    expect(written).toBe(4)
    const br = await readFile(join(dir, 'assets', 'app-1a2b.js.br'))
    const gz = await readFile(join(dir, 'assets', 'app-1a2b.js.gz'))
    expect(brotliDecompressSync(br).toString()).toBe(script)
    expect(gunzipSync(gz).toString()).toBe(script)
    expect(br.length).toBeLessThan(script.length)
    expect((await readdir(dir)).sort()).toEqual([
      'assets',
      'index.html',
      'index.html.br',
      'index.html.gz',
    ])
  })

  it('leaves pictures, source maps and files under 1 KiB alone', async () => {
    await writeFile(join(dir, 'assets', 'tiny.js'), 'export {}\n')
    await writeFile(join(dir, 'assets', 'app.js.map'), JSON.stringify({ x: script }))
    await writeFile(join(dir, 'icon.png'), Buffer.alloc(4096, 7))
    expect(await precompressDir(dir)).toBe(0)
    expect((await readdir(join(dir, 'assets'))).sort()).toEqual(['app.js.map', 'tiny.js'])
  })
})
