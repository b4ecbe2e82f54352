import type { Meta, StoryObj } from '@storybook/react-vite'
import { Popup } from '../popup/popup.tsx'
import { MultipleSelect } from './multiple-select.tsx'

const services = [
  { idService: 1, name: 'Стол в зале' },
  { idService: 2, name: 'Место у суши-бара', checked: true },
  { idService: 3, name: 'VIP-комната на восемь гостей с отдельным входом и караоке' },
]

const meta = {
  title: 'UI/MultipleSelect',
  component: MultipleSelect,
  args: {
    data: services,
    idKey: 'idService',
    labelKey: 'name',
    type: 'checkbox',
    label: 'Услуги',
    onConfirm: () => {},
  },
  render: (args) => (
    <Popup label={args.label} onClose={() => {}}>
      <MultipleSelect {...args} />
    </Popup>
  ),
} satisfies Meta<typeof MultipleSelect>

export default meta
type Story = StoryObj<typeof meta>

/** Checkboxes; one item arrives `checked`. */
export const Checkboxes: Story = {}

/** One choice (radio), preselected by id. */
export const Radio: Story = {
  args: { type: 'radio', label: 'Ресторан', selected: [3] },
}
