/**
 * "Open entity X with id N" for modules that may not import the shell or each other (a special
 * offer opens an action, a gift or a news item). The registry answers it the way a push does:
 * `onPush(entity, id)` of the enabled module that lists the entity in `pushEntities`
 * (registry/index.ts sets the opener). Returns false when no enabled module takes the entity:
 * the caller falls back to navigating.
 */
export type EntityOpener = (entity: string, id: string) => boolean

let opener: EntityOpener = () => false

export function setEntityOpener(next: EntityOpener): () => void {
  const previous = opener
  opener = next
  return () => {
    opener = previous
  }
}

export function openEntity(entity: string, id: string | number): boolean {
  return opener(entity, String(id))
}
