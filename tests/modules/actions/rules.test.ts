// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { toAction } from '../../../src/modules/actions/api.ts'
import { actionIdFromPush } from '../../../src/modules/actions/open.ts'
import {
  actionBar,
  activationButton,
  searchUrl,
  stripLeadingImage,
} from '../../../src/modules/actions/rules.ts'

describe('stripLeadingImage (spec: a leading image paragraph becomes the preview)', () => {
  it('takes the first paragraph when it holds only an image', () => {
    const r = stripLeadingImage(
      '<p><img src="/rest/image/a/0/600/scale.png" alt=""></p>\n<p>Text</p>',
    )
    expect(r).toEqual({ preview: '/rest/image/a/0/600/scale.png', html: '<p>Text</p>' })
  })

  it('accepts whitespace, attributes, single quotes, a link around it and a trailing <br>', () => {
    expect(
      stripLeadingImage(
        `  \n<p class="x" style="a"> <a href="/x"><img alt='' src='https://cdn.example/p.jpg?a=1&amp;b=2'></a><br/></p><h3>Hi</h3>`,
      ),
    ).toEqual({ preview: 'https://cdn.example/p.jpg?a=1&b=2', html: '<h3>Hi</h3>' })
    expect(stripLeadingImage('<P><IMG SRC=/pic.png></P>rest').preview).toBe('/pic.png')
  })

  it('leaves content alone when the image is not first or not alone in its paragraph', () => {
    const cases = [
      '<p>Text</p><p><img src="/a.png"></p>',
      '<p>Look: <img src="/a.png"></p>',
      '<p><img src="/a.png"> and text</p>',
      '<h2>Title</h2><p><img src="/a.png"></p>',
      '<img src="/a.png"><p>Text</p>',
    ]
    for (const html of cases) expect(stripLeadingImage(html), html).toEqual({ preview: null, html })
  })

  it('drops the paragraph but never takes a javascript: or data: picture as the preview', () => {
    expect(stripLeadingImage('<p><img src="javascript:alert(1)"></p><p>x</p>')).toEqual({
      preview: null,
      html: '<p>x</p>',
    })
    expect(stripLeadingImage('<p><img src="data:image/svg+xml,<svg/>"></p>x').preview).toBeNull()
    expect(stripLeadingImage('<p><img alt="no source"></p>x')).toEqual({ preview: null, html: 'x' })
  })

  it('empty or missing content', () => {
    expect(stripLeadingImage('')).toEqual({ preview: null, html: '' })
    expect(stripLeadingImage(null)).toEqual({ preview: null, html: '' })
    expect(stripLeadingImage(undefined)).toEqual({ preview: null, html: '' })
  })
})

describe('activationButton (spec §4: acquire text or Activated)', () => {
  it('acquire when the bonus can be activated, for a user or a guest', () => {
    expect(activationButton({ can_activate: true }, false)).toEqual({
      label: 'acquire',
      disabled: false,
    })
    expect(activationButton({ can_activate: true }, true)).toEqual({
      label: 'acquire',
      disabled: false,
    })
  })

  it('a guest always sees acquire (they are asked to sign in first)', () => {
    expect(activationButton({ can_activate: false }, true)).toEqual({
      label: 'acquire',
      disabled: false,
    })
  })

  it('Activated and disabled for a user who cannot activate it', () => {
    expect(activationButton({ can_activate: false }, false)).toEqual({
      label: 'activated',
      disabled: true,
    })
  })
})

describe('actionBar (spec §2: search for the products, or the activation button)', () => {
  const bonus = (onPage: boolean) => ({ amount: 50, can_activate: true, activate_on_page: onPage })
  it('products lead to the search; a bonus activatable on the page gives the button', () => {
    expect(actionBar({ productIds: [1, 2], bonus: null })).toBe('search')
    expect(actionBar({ productIds: [], bonus: bonus(true) })).toBe('activate')
    expect(actionBar({ productIds: [3], bonus: bonus(true) })).toBe('search')
  })
  it('no bar without products and without a bonus on the page', () => {
    expect(actionBar({ productIds: [], bonus: null })).toBeNull()
    expect(actionBar({ productIds: [], bonus: bonus(false) })).toBeNull()
  })
  it('the search url carries the title and the products', () => {
    expect(searchUrl({ title: 'Вторая пицца & co', productIds: [5, 7] })).toBe(
      '/catalog/search?title=%D0%92%D1%82%D0%BE%D1%80%D0%B0%D1%8F+%D0%BF%D0%B8%D1%86%D1%86%D0%B0+%26+co&ids=5%2C7',
    )
  })
})

describe('reading the server', () => {
  it('an action answer with missing or odd fields still reads', () => {
    expect(
      toAction({ idAction: 3, title: 'A', productIds: [1, '2', -1, 'x'], bonus: 'no' }),
    ).toEqual({
      idAction: 3,
      title: 'A',
      content: '',
      icon: '',
      dateStart: null,
      dateEnd: null,
      productIds: [1, 2],
      bonus: null,
    })
    expect(
      toAction({ idAction: 1, bonus: { amount: '20', can_activate: 1, activate_on_page: true } })
        .bonus,
    ).toEqual({ amount: 20, can_activate: false, activate_on_page: true })
  })

  it('a push names an action by id or as action-{id}', () => {
    expect(actionIdFromPush('3')).toBe(3)
    expect(actionIdFromPush('action-12')).toBe(12)
    expect(actionIdFromPush('gift-1')).toBeNull()
    expect(actionIdFromPush('0')).toBeNull()
    expect(actionIdFromPush('')).toBeNull()
  })
})
