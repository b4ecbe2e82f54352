/** Info pages (spec accounts-loyalty §7: GET pages -> { pages: [{ idContent, title, content }] }). */
import { fields, request } from '../../core/api/client.ts'

export interface InfoPage {
  idContent: number | string
  title: string
  /** Server HTML: render through SafeHtml only. */
  content: string
}

/** Concurrent callers share one request through the query layer (queries.ts). */
export async function fetchPages(): Promise<InfoPage[]> {
  const answer = await request<{ pages?: InfoPage[] | null }>('pages', {
    expect: fields({ pages: 'array' }),
  })
  return Array.isArray(answer?.pages) ? answer.pages : []
}
