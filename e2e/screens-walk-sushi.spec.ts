/** The walk of every screen (e2e/walk.ts) on the demo brand sushi. */
import { defineWalk } from './walk.ts'

defineWalk('sushi')
