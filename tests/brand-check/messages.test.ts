// @vitest-environment node
import { readFileSync } from 'node:fs'
import type { MessageDescriptor } from '@lingui/core'
import PO from 'pofile'
import { describe, expect, it } from 'vitest'
import * as messages from '../../registry/brand-check/messages.ts'

/** Every descriptor messages.ts exports (the tables' values). */
const descriptors: MessageDescriptor[] = Object.values(messages).flatMap((v) =>
  typeof v === 'object' ? Object.values(v as Record<string, MessageDescriptor>) : [],
)

const russian = Object.fromEntries(
  PO.parse(readFileSync('src/locales/ru/studio.po', 'utf8')).items.map((i) => [
    i.msgid,
    i.msgstr[0] ?? '',
  ]),
)

/** The values a message names: `{name}`, `{limit, plural, …}`, `{place, select, …}`. */
const names = (message: string) =>
  new Set([...message.matchAll(/\{(\w+)(?=[,}])/g)].map((m) => m[1]))

describe('the brand checker’s texts', () => {
  it('are all in the Russian studio catalog, naming the same values as the English', () => {
    expect(descriptors.length).toBeGreaterThan(60)
    for (const d of descriptors) {
      const ru = russian[d.id!]
      expect(ru, d.id).toBeTruthy()
      expect(names(ru!), d.id).toEqual(names(d.message!))
    }
  })
})
