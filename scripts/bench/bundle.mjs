// Bundle section of `npm run bench`: builds the app and reports the shell's initial JS (gzip),
// React+ReactDOM's share and their ratio, the largest chunks, whether ajv sits in the initial
// chunk, and whether any chunk holds ajv's compiler or `new Function` (the CSP has no
// 'unsafe-eval': ADR 006).
import { build } from 'vite'
import { figure, gz, kb } from './lib.mjs'

const isReact = (id) => /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/.test(id)
const isAjv = (id) => /[\\/]node_modules[\\/]ajv[\\/]/.test(id)
// ajv's runtime helpers (ucs2length, equal…) that standalone validators import compile nothing
const isAjvCompiler = (id) => isAjv(id) && !/[\\/]ajv[\\/]dist[\\/]runtime[\\/]/.test(id)

export default async function bundle() {
  let output = {}
  await build({
    logLevel: 'warn',
    plugins: [
      {
        name: 'bench-capture',
        generateBundle(_opts, b) {
          output = b
        },
      },
    ],
  })

  const chunks = Object.values(output).filter((c) => c.type === 'chunk')
  const byName = new Map(chunks.map((c) => [c.fileName, c]))
  const entry = chunks.find((c) => c.isEntry)
  const initial = new Set()
  const walk = (c) => {
    if (!c || initial.has(c.fileName)) return
    initial.add(c.fileName)
    for (const i of c.imports) walk(byName.get(i))
  }
  walk(entry)
  // The default locale's shell catalog is awaited before the first render: it counts as initial
  // (the modules' catalog loads with the modules, after the first paint; ADR 004).
  for (const c of chunks) if (c.facadeModuleId?.includes('/locales/ru/shell.po')) walk(c)

  const initialChunks = [...initial].map((f) => byName.get(f))
  const initialGzip = initialChunks.reduce((s, c) => s + gz(c.code), 0)
  // React + ReactDOM are their own chunk (vite.config.ts codeSplitting group 'react').
  const reactChunk = initialChunks.find(
    (c) => Object.keys(c.modules).some(isReact) && c.name === 'react',
  )
  const reactGzip = reactChunk ? gz(reactChunk.code) : NaN
  const ajvInInitial = initialChunks.some((c) => Object.keys(c.modules).some(isAjv))
  const ratio = initialGzip / reactGzip
  const ajvCompilerChunks = chunks
    .filter((c) => Object.keys(c.modules).some(isAjvCompiler))
    .map((c) => c.fileName)
  const evalChunks = chunks
    // minified, `new Function(` becomes `Function(`
    .filter((c) => /\bFunction\(|\beval\(/.test(c.code))
    .map((c) => c.fileName)
  // The chunks a home has loaded before any form opens (issue 16, session 16): the initial JS,
  // the registry's loader with what it imports (after-start, the settings validators…) and the
  // home screen's chunk with what it imports (home-blocks, ui, data…).
  const closure = (test) => {
    const seen = new Set()
    const walk = (c) => {
      if (!c || seen.has(c.fileName)) return
      seen.add(c.fileName)
      for (const i of c.imports) walk(byName.get(i))
    }
    for (const c of chunks) if (Object.keys(c.modules).some(test)) walk(c)
    return seen
  }
  const home = new Set([
    ...initial,
    ...closure((id) => /[\\/]registry[\\/]load\.ts$/.test(id)),
    ...closure((id) => /[\\/]src[\\/]modules[\\/]home[\\/]home-screen\.tsx$/.test(id)),
  ])
  // The forms: the chunk LazySchemaForm loads (found by its module, whatever its name) and every
  // chunk it imports (issue 16: <= 45 KB gzip). The figure is what opening a form adds to a home
  // that has loaded: the chunks the home already holds are not counted, as long as none of them
  // holds a part of the forms (rjsf, the schema form's own files: `form code in the home's
  // chunks` must stay 0, or the figure would hide form code in shared chunks). The old figure,
  // every imported chunk but the initial ones (with `data` and `ui`), is printed beside it.
  const isFormEntry = (id) => /[\\/]src[\\/]ui[\\/]schema-form[\\/]schema-form\.tsx$/.test(id)
  const isFormCode = (id) =>
    /[\\/]node_modules[\\/]@rjsf[\\/]|[\\/]src[\\/]ui[\\/]schema-form[\\/]/.test(id)
  const formsImports = new Set()
  const walkForms = (c) => {
    if (!c || formsImports.has(c.fileName) || initial.has(c.fileName)) return
    formsImports.add(c.fileName)
    for (const i of c.imports) walkForms(byName.get(i))
  }
  for (const c of chunks) if (Object.keys(c.modules).some(isFormEntry)) walkForms(c)
  const formsChunks = new Set([...formsImports].filter((f) => !home.has(f)))
  const sum = (files) => [...files].reduce((s, f) => s + gz(byName.get(f).code), 0)
  const formsGzip = sum(formsChunks)
  const formsAllImportsGzip = sum(formsImports)
  const formCodeAtHome = [...home].flatMap((f) =>
    Object.keys(byName.get(f).modules)
      .filter(isFormCode)
      .map((id) => `${f}: ${id.replace(/^.*node_modules[\\/]/, '').replace(process.cwd(), '')}`),
  )
  const largest = chunks
    .map((c) => ({ file: c.fileName, gzip: gz(c.code), initial: initial.has(c.fileName) }))
    .sort((a, b) => b.gzip - a.gzip)
    .slice(0, 10)

  // What the first paint's JS is made of besides React (issue 16): the initial chunks' largest
  // modules, by their rendered (pre-minify) size.
  const topModules = initialChunks
    .filter((c) => c !== reactChunk)
    .flatMap((c) =>
      Object.entries(c.modules).map(([id, m]) => ({
        module: id.replace(process.cwd(), '').replace(/^.*node_modules[\\/]/, ''),
        bytes: m.renderedLength,
        chunk: c.fileName,
      })),
    )
    .sort((a, b) => b.bytes - a.bytes)
    .slice(0, 15)

  console.log('\nBundle')
  console.log(`  initial JS (gzip)          ${kb(initialGzip)} in ${initial.size} chunk(s)`)
  console.log(`  React + ReactDOM (gzip)    ${kb(reactGzip)}`)
  console.log(`  ratio initial / React      ${ratio.toFixed(2)}`)
  console.log(`  ajv in the initial chunk   ${ajvInInitial ? 'YES' : 'no'}`)
  console.log(`  ajv's compiler in a chunk  ${ajvCompilerChunks.join(', ') || 'no'}`)
  console.log(`  new Function / eval in     ${evalChunks.join(', ') || 'no chunk'}`)
  console.log(
    `  forms chunk(s) (gzip)      ${kb(formsGzip)} added to a loaded home: ${[...formsChunks].join(', ')}`,
  )
  console.log(
    `  forms, all imports (gzip)  ${kb(formsAllImportsGzip)} with the home's ${[...formsImports]
      .filter((f) => !formsChunks.has(f))
      .join(', ')} (the figure before session 16)`,
  )
  console.log(`  form code in home's chunks ${formCodeAtHome.join(', ') || 'none'}`)
  console.log(`  target initial JS (gzip)   ≤ ${kb(reactGzip * 1.3)} (1.3 × React+ReactDOM)`)
  console.log('  largest modules of the initial chunks besides React (rendered, unminified):')
  for (const m of topModules) console.log(`    ${kb(m.bytes).padStart(9)}  ${m.module}`)
  console.log('  largest chunks (gzip):')
  for (const c of largest)
    console.log(`    ${kb(c.gzip).padStart(9)}  ${c.file}${c.initial ? '  (initial)' : ''}`)

  return {
    name: 'bundle',
    figures: [
      figure('initial JS / React+ReactDOM (gzip)', ratio, { max: 1.3, digits: 2 }),
      figure('initial JS (gzip)', initialGzip / 1024, {
        unit: 'kB',
        max: (reactGzip * 1.3) / 1024,
        digits: 1,
      }),
      figure('chunks with ajv’s compiler or eval', ajvCompilerChunks.length + evalChunks.length, {
        max: 0,
      }),
      figure('forms chunk added to a loaded home (gzip)', formsGzip / 1024, {
        max: 45,
        unit: 'kB',
        digits: 1,
      }),
      figure(
        'forms chunk with every import (gzip, before session 16)',
        formsAllImportsGzip / 1024,
        {
          unit: 'kB',
          digits: 1,
        },
      ),
      figure('form code in the chunks a home loads', formCodeAtHome.length, { max: 0 }),
    ],
    data: {
      initialGzip,
      reactGzip,
      ratio,
      topModules,
      ajvInInitial,
      ajvCompilerChunks,
      evalChunks,
      largest,
      formsChunks: [...formsChunks],
      formsAllImports: [...formsImports],
      formCodeAtHome,
    },
  }
}
