/** The walk of every screen (e2e/walk.ts) on the demo brand coffee. */
import { defineWalk } from './walk.ts'

defineWalk('coffee')
