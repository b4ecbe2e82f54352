// @vitest-environment node
/**
 * Points are «баллы» / «points» everywhere a customer reads (issue 12, session 16, walk cafe: the
 * app's own «Мои бонусы», «Бонусные баллы», «Бонус акции активирован» stayed after the demo texts
 * had lost theirs). The customer app's catalogues (not the studio's, which a brand manager reads)
 * say «бонус» / «bonus» only in the loyalty card's name, «бонусная карта» / «bonus card».
 */
import { readFileSync } from 'node:fs'
import PO from 'pofile'
import { describe, expect, it } from 'vitest'

const CUSTOMER_CATALOGUES = ['modules', 'shell', 'late']

function entries(locale: 'ru' | 'en') {
  return CUSTOMER_CATALOGUES.flatMap((name) =>
    PO.parse(readFileSync(`src/locales/${locale}/${name}.po`, 'utf8')).items.map((i) => ({
      id: i.msgid,
      text: i.msgstr.join(' ') || i.msgid,
    })),
  )
}

/** The text without the card's name: what is left must not say «бонус». */
const withoutCard = (text: string) =>
  text.replace(/бонусн\p{L}* карт\p{L}*/giu, '').replace(/bonus card/gi, '')

describe('points terms in the app’s catalogues', () => {
  it('ru: no «бонус» but the bonus card', () => {
    const ru = entries('ru')
    expect(ru.length).toBeGreaterThan(500)
    const left = ru.filter((e) => /бонус/i.test(withoutCard(e.text))).map((e) => e.text)
    expect(left).toEqual([])
    // the card keeps its usual name
    expect(ru.find((e) => e.id === 'Bonus card')?.text).toBe('Бонусная карта')
  })

  it('en: no «bonus» but the bonus card', () => {
    const left = entries('en')
      .filter((e) => /bonus/i.test(withoutCard(e.text)))
      .map((e) => e.text)
    expect(left).toEqual([])
  })
})
