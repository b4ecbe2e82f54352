/**
 * The message of a stored push (spec shell-data §3 "Push message (received)"): what the server
 * sends through web push (server/push/service.ts) and what a tap on the notifications page
 * emulates (src/modules/notifications) — one mapping, so both open the same entity.
 *
 * The entity is `type-id` (`gift-2`) or a bare type (`bonus`); none when the push names none.
 */

/** The fields of a stored push the message is made of (get-user-pushes' push). */
export interface StoredPushFields {
  id: number
  name: string
  text: string
  connectedEntity: string | null
  idConnectedEntity: string | null
}

export interface StoredPushMessage {
  title: string
  body: string
  additionalData: {
    connectedEntity?: string
    connectedDomain: string
    pushId: number
  }
}

/** `type-id`, the bare type without an id, or undefined without a type. */
export function connectedEntityOf(entity: string | null, id: string | null): string | undefined {
  if (!entity) return undefined
  return id ? `${entity}-${id}` : entity
}

/** The push message of a stored push on a domain (the brand's client). */
export function pushMessageOf(push: StoredPushFields, domain: string): StoredPushMessage {
  const entity = connectedEntityOf(push.connectedEntity, push.idConnectedEntity)
  return {
    title: push.name,
    body: push.text,
    additionalData: {
      ...(entity ? { connectedEntity: entity } : {}),
      connectedDomain: domain,
      pushId: push.id,
    },
  }
}
