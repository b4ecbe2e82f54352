/**
 * The broken-image check's guard (issue 17): .storybook/vitest.images.ts fails a story with a
 * broken image; this story shows it finds one (a picture the image route does not have: a 404
 * in the app, a broken image here) next to two the story network draws (a demo picture and a
 * logo, as the server does), and then takes the broken one away so the story itself passes.
 */
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { brokenImages } from './broken-images.ts'
import { STORY_HOST } from './network.ts'

const meta: Meta = { title: 'Brand preview/Image guard' }
export default meta

const image = (id: string) => `http://pizzeria-msk.${STORY_HOST}/rest/image/${id}/0/200/scale.png`

export const BrokenImageIsFound: StoryObj = {
  name: 'A broken image is found',
  globals: { brand: 'pizzeria-msk', locale: 'ru', user: 'guest' },
  render: () => (
    <div>
      <img src={image('dish-1_pizza_cheese')} alt="Пицца" width={200} />
      <img src={image('logo-pizzeria-msk')} alt="Логотип" width={64} />
      <img src={image('dish-2_no-such-picture')} alt="Нет такой картинки" width={200} />
    </div>
  ),
  play: async ({ canvasElement, canvas }) => {
    const pizza = canvas.getByRole('img', { name: 'Пицца' })
    // drawn in the page as the server draws it: an SVG with the vendored WebP inside
    await expect(decodeURIComponent(pizza.getAttribute('src') ?? '')).toContain(
      '<image href="data:image/webp;base64,',
    )
    const broken = await brokenImages(canvasElement)
    await expect(broken).toEqual([expect.stringContaining('dish-2_no-such-picture')])
    canvas.getByRole('img', { name: 'Нет такой картинки' }).remove()
    await expect(await brokenImages(canvasElement)).toEqual([])
  },
}
