/** Info pages (spec accounts-loyalty §7: GET pages -> { pages: [{ idContent, title, content }] }). */
import { fields, request } from '../../core/api/client.ts'
import { sharedCall } from '../../core/query/access.ts'

export interface InfoPage {
  idContent: number | string
  title: string
  /** Server HTML: render through SafeHtml only. */
  content: string
}

/** Concurrent callers share one request. */
export function fetchPages(): Promise<InfoPage[]> {
  return sharedCall(['pages'], async () => {
    const answer = await request<{ pages?: InfoPage[] | null }>('pages', {
      expect: fields({ pages: 'array' }),
    })
    return Array.isArray(answer?.pages) ? answer.pages : []
  })
}
