/**
 * The home's chunks requested as the shell starts (src/app/start-preloads.ts; issue 16): the
 * template's links move into the head once, the texts of the session's language only.
 */
import { afterEach, describe, expect, it } from 'vitest'
import { requestStartChunks } from '../../src/app/start-preloads.ts'

afterEach(() => {
  document.getElementById('start-preloads')?.remove()
  document.head.querySelectorAll('link[data-test]').forEach((l) => l.remove())
})

function template() {
  const t = document.createElement('template')
  t.id = 'start-preloads'
  t.innerHTML =
    '<link data-test rel="modulepreload" crossorigin href="/assets/home-blocks-H.js" data-home="">' +
    '<link data-test rel="preload" as="style" crossorigin href="/assets/home-blocks-C.css" data-home="">' +
    '<link data-test rel="modulepreload" crossorigin href="/assets/data-D.js">' +
    '<link data-test rel="modulepreload" crossorigin href="/assets/modules-RU.js" data-locale="ru">' +
    '<link data-test rel="modulepreload" crossorigin href="/assets/modules-EN.js" data-locale="en">'
  document.body.append(t)
}

const headLinks = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[data-test]')].map(
    (l) => `${l.rel} ${l.getAttribute('href')}`,
  )

describe('requestStartChunks', () => {
  it("puts the template's links in the head once, texts in the session's language", () => {
    template()
    expect(requestStartChunks('en', document, true)).toBe(4)
    expect(headLinks()).toEqual([
      'modulepreload /assets/home-blocks-H.js',
      'preload /assets/home-blocks-C.css',
      'modulepreload /assets/data-D.js',
      'modulepreload /assets/modules-EN.js',
    ])
    expect(document.getElementById('start-preloads')).toBeNull()
    expect(requestStartChunks('en', document, true)).toBe(0)
    expect(headLinks()).toHaveLength(4)
  })

  it('a start on another screen does not download the home’s own blocks', () => {
    template()
    expect(requestStartChunks('ru', document, false)).toBe(2)
    expect(headLinks()).toEqual([
      'modulepreload /assets/data-D.js',
      'modulepreload /assets/modules-RU.js',
    ])
  })

  it('does nothing without the template (dev server, tests)', () => {
    expect(requestStartChunks('ru')).toBe(0)
    expect(headLinks()).toEqual([])
  })
})
