/**
 * A least-recently-used map with a size budget (issue 16): each entry says what it weighs (bytes
 * of the texts and compressed forms it holds) and may grow after it is put (a compressed form
 * made later); past `maxBytes` the entries used longest ago go first. What a process keeps per
 * user stays bounded however many users call.
 */
export class SizedLru<V> {
  private entries = new Map<string, { value: V; size: number }>()
  private total = 0

  constructor(readonly maxBytes: number) {}

  /** The bytes held now. */
  get bytes(): number {
    return this.total
  }

  get size(): number {
    return this.entries.size
  }

  /** The value of `key` (now the most recently used), or undefined. */
  get(key: string): V | undefined {
    const hit = this.entries.get(key)
    if (!hit) return undefined
    this.entries.delete(key)
    this.entries.set(key, hit)
    return hit.value
  }

  set(key: string, value: V, size: number): void {
    this.delete(key)
    this.entries.set(key, { value, size })
    this.total += size
    this.evict()
  }

  /** `key`'s entry weighs `more` bytes more (a compressed form added to it). */
  grow(key: string, value: V, more: number): void {
    const hit = this.entries.get(key)
    if (!hit || hit.value !== value) return
    hit.size += more
    this.total += more
    this.evict()
  }

  delete(key: string): void {
    const hit = this.entries.get(key)
    if (!hit) return
    this.entries.delete(key)
    this.total -= hit.size
  }

  private evict() {
    for (const [key, hit] of this.entries) {
      if (this.total <= this.maxBytes) return
      this.entries.delete(key)
      this.total -= hit.size
    }
  }
}
