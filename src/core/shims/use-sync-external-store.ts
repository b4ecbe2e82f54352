/**
 * React 19 has useSyncExternalStore built in: wouter's import of the pre-18 shim is pointed
 * here (vite.config.ts resolve.alias), so the shim's code stays out of the bundle.
 */
export { useSyncExternalStore } from 'react'
