/** The auth module's own event. */
export {}

declare module '../../core/events.ts' {
  interface AppEvents {
    /** /profile/edit saved the profile (the spec's optional callback). */
    'auth:profile-saved': undefined
  }
}

export const authEvents = { profileSaved: 'auth:profile-saved' } as const
