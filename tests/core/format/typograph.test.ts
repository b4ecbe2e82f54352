import { describe, expect, it } from 'vitest'
import { NBSP } from '../../../src/core/format/money.ts'
import {
  longestWordLength,
  NB_HYPHEN,
  nestQuotes,
  typograph,
} from '../../../src/core/format/typograph.ts'

/** The text with its no-break characters made visible: '~' a no-break space, '‑' stays U+2011. */
const shown = (text: string) => text.replaceAll(NBSP, '~')

describe('typograph (issue 12: ru typography in brand texts)', () => {
  it('glues a short preposition or conjunction to the next word', () => {
    expect(shown(typograph('Кешбэк на чек и в подарок десерт'))).toBe(
      'Кешбэк на~чек и~в~подарок десерт',
    )
    expect(shown(typograph('В подарок к заказу'))).toBe('В~подарок к~заказу')
  })

  it('keeps a street, house or city abbreviation with what follows', () => {
    expect(shown(typograph('Москва, ул. Тверская, д. 7'))).toBe('Москва, ул.~Тверская, д.~7')
    expect(shown(typograph('г. Минск, пр. Независимости'))).toBe('г.~Минск, пр.~Независимости')
  })

  it('never breaks a hyphenated word at its hyphen', () => {
    expect(typograph('Санкт-Петербург, Невский')).toBe(`Санкт${NB_HYPHEN}Петербург, Невский`)
    // a dash between words is not a hyphen inside a word
    expect(typograph('10:00 - 22:00')).toBe('10:00 - 22:00')
    expect(shown(typograph('Мисо-суп в подарок', { hyphens: false }))).toBe('Мисо-суп в~подарок')
  })

  it('keeps numbers with their units and leaves other words alone', () => {
    expect(shown(typograph('Роллы от 1 200 ₽'))).toBe('Роллы от~1~200~₽')
    expect(typograph('Капучино большой')).toBe('Капучино большой')
    // a word that only starts like a preposition is not one
    expect(typograph('Напиток вкусный')).toBe('Напиток вкусный')
  })

  it('binds a number to the word or sign after it, ru and en («8 / баллов» never)', () => {
    expect(shown(typograph('Капучино за 8 баллов'))).toBe('Капучино за~8~баллов')
    expect(shown(typograph('Cappuccino for 8 points'))).toBe('Cappuccino for 8~points')
    expect(shown(typograph('Обжарка 250 г и 2 лимона'))).toBe('Обжарка 250~г и~2~лимона')
    expect(shown(typograph('Скидка 15 % от 3 000 ₽'))).toBe('Скидка 15~% от~3~000~₽')
    // a number followed by another number or a dash stays breakable there
    expect(shown(typograph('10:00 - 22:00, 1 2 3'))).toBe('10:00 - 22:00, 1 2 3')
  })

  it('keeps a dash on the line of the word before it (a line never starts with «—»)', () => {
    expect(shown(typograph('Угорь и соус унаги — наш новый ролл'))).toBe(
      'Угорь и~соус унаги~— наш новый ролл',
    )
    expect(shown(typograph('Cappuccino – 8 points'))).toBe('Cappuccino~– 8~points')
    // a hyphen or a dash inside a range is no dash between words
    expect(shown(typograph('10:00–23:00, Ростов-на-Дону', { hyphens: false }))).toBe(
      '10:00–23:00, Ростов-на-Дону',
    )
  })

  it('keeps an en street with its kind and «St Petersburg» whole, so an address wraps at commas (session 17)', () => {
    // pizzeria-spb-en-13-checkout-form: «28 Nevsky / Ave, St Petersburg» broke inside the street
    expect(shown(typograph('Pizza Mario on Nevsky, 28 Nevsky Ave, St Petersburg'))).toBe(
      'Pizza Mario on Nevsky, 28~Nevsky~Ave, St~Petersburg',
    )
    expect(shown(typograph('12 Tverskaya St, bldg 1, Moscow'))).toBe(
      '12~Tverskaya~St, bldg~1, Moscow',
    )
    expect(shown(typograph('29 6th Line, Vasilyevsky Island, St Petersburg'))).toBe(
      '29 6th~Line, Vasilyevsky~Island, St~Petersburg',
    )
    // words that only start like a street's kind stay breakable
    expect(shown(typograph('Pizza Mario Stories'))).toBe('Pizza Mario Stories')
  })

  it('passes an empty text through', () => {
    expect(typograph('')).toBe('')
    expect(typograph(null)).toBeNull()
    expect(typograph(undefined)).toBeUndefined()
  })
})

describe('nestQuotes (issue 12, session 17: a quoted name inside the app’s quotes)', () => {
  it('turns the name’s «…» into „…“ in ru and “…” into ‘…’ in en', () => {
    expect(nestQuotes('Ролл «Калифорния»', 'ru')).toBe('Ролл „Калифорния“')
    expect(nestQuotes('Roll “California”', 'en')).toBe('Roll ‘California’')
    expect(nestQuotes('Roll «California»', 'en')).toBe('Roll ‘California’')
    expect(nestQuotes('Мисо-суп', 'ru')).toBe('Мисо-суп')
  })
})

describe('longestWordLength', () => {
  it('counts a word with its quotes, across plain and no-break spaces', () => {
    expect(longestWordLength('Сет «Вегетарианский»')).toBe(16)
    expect(longestWordLength('Сет\u00a0«Сёгун»')).toBe(7)
    expect(longestWordLength('')).toBe(0)
  })
})
