/**
 * Brand playground: bring a brand's app data, edit its settings in forms from `schemas/`, see
 * the shell update live and every problem explained next to it (issue 17).
 */
import type { Meta, StoryObj } from '@storybook/react-vite'
import { Playground } from './playground.tsx'

const meta: Meta<typeof Playground> = {
  title: 'Brand preview/Playground',
  component: Playground,
  // the playground brings its own app data: not the toolbar's brand
  parameters: { brand: false, layout: 'padded' },
}
export default meta

export const Default: StoryObj<typeof Playground> = { name: 'Playground' }
