/**
 * settings.modules.related: typed from schemas/modules/related.json (src/shared/settings), with
 * its defaults filled in by the registry. The schema rejects an entry without a domain; a domain
 * is trimmed here, as the switch sends it to the server.
 */
import type { RelatedSettings } from '../../shared/settings/related.ts'

export type { RelatedSettings }
export type RelatedEntry = RelatedSettings['list'][number]

/** The regions to offer: entries with a domain, the domain trimmed. */
export function relatedRegions(settings: RelatedSettings | undefined): RelatedEntry[] {
  return (settings?.list ?? [])
    .map((entry) => ({ ...entry, domain: entry.domain.trim() }))
    .filter((entry) => entry.domain !== '')
}
