/**
 * Records the start's largest picture (the browser's largest-contentful-paint entries) for the
 * next start's preload (core/lcp-hint.ts). The last entry wins (the browser stops reporting at
 * the first input); a largest paint that is text clears the hint. Loaded after the first paint.
 */
import { storageKeys, writeJson } from '../core/storage/storage.ts'
import { viewportWidth } from '../core/viewport.ts'
import type { LcpHint } from '../core/lcp-hint.ts'

export function recordLcpHint(path = location.pathname): () => void {
  if (
    typeof PerformanceObserver === 'undefined' ||
    !PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint')
  ) {
    return () => undefined
  }
  const observer = new PerformanceObserver((list) => {
    const last = list.getEntries().at(-1) as (PerformanceEntry & { url?: string }) | undefined
    if (!last) return
    const url = last.url && /^https?:\/\//.test(last.url) ? last.url : null
    const hint: LcpHint | null = url ? { url, width: viewportWidth(), path } : null
    writeJson(storageKeys.lcpImage, hint)
  })
  observer.observe({ type: 'largest-contentful-paint', buffered: true })
  return () => observer.disconnect()
}
