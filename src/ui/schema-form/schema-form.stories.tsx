import type { RJSFSchema, UiSchema } from '@rjsf/utils'
import type { Meta, StoryObj } from '@storybook/react-vite'
import schema from '../../../schemas/forms/demo-contact.json'
import uiSchema from '../../../schemas/forms/demo-contact.ui.json'
import { LazySchemaForm } from './index.ts'

const meta = {
  title: 'UI/SchemaForm',
  component: LazySchemaForm,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 390, padding: 16, boxSizing: 'border-box' }}>
        <Story />
      </div>
    ),
  ],
  args: {
    schema: schema as RJSFSchema,
    uiSchema: uiSchema as UiSchema,
    onSubmit: (data) => console.info('submit', data),
  },
} satisfies Meta<typeof LazySchemaForm>

export default meta
type Story = StoryObj<typeof meta>

/** schemas/forms/demo-contact.json: submit it empty to see the spec's messages. */
export const DemoContact: Story = {}

export const Prefilled: Story = {
  args: {
    formData: {
      name: 'Анна-Мария',
      phone: '+7 (916) 123-45-67',
      birthday: '05.03.1990',
      email: 'anna@example.com',
    },
  },
}

export const CustomButtons: Story = {
  args: {
    children: (
      <>
        <button type="submit" className="sf-submit">
          Сохранить
        </button>
        <button
          type="button"
          className="sf-submit"
          style={{ background: 'transparent', color: 'inherit' }}
        >
          Отмена
        </button>
      </>
    ),
  },
}

export const Disabled: Story = { args: { disabled: true } }

/** Select, radio and a consent checkbox with a long Russian label at 390 px. */
export const ChoiceWidgets: Story = {
  args: {
    schema: {
      type: 'object',
      required: ['branch', 'receive', 'agree'],
      properties: {
        branch: {
          type: 'string',
          title: 'Branch',
          oneOf: [
            { const: 'b1', title: 'ул. Ленина, 1 — кафе у центрального входа в торговый центр' },
            { const: 'b2', title: 'пр. Мира, 15' },
          ],
        },
        receive: { type: 'string', title: 'Receive', enum: ['Доставка', 'Самовывоз'] },
        agree: {
          type: 'boolean',
          title:
            'Я соглашаюсь на обработку персональных данных и получение рекламных рассылок от бренда',
          const: true,
        },
      },
    },
    uiSchema: { branch: { 'ui:widget': 'select' }, receive: { 'ui:widget': 'radio' } },
  },
}
