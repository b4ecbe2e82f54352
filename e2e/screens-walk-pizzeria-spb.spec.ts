/** The walk of every screen (e2e/walk.ts) on the demo brand pizzeria-spb. */
import { defineWalk } from './walk.ts'

defineWalk('pizzeria-spb')
