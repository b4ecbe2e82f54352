/**
 * Stories as tests (issue 17): no story shows a broken image, in any brand or locale (every
 * `storybook:*` project, vitest.config.ts): after a story ran, every image that finished loading
 * has a picture (./broken-images.ts). An image the server would not find, a data: URL that is no
 * image, or a source the story network does not answer fails the story, naming the image.
 */
import { afterEach } from 'vitest'
import { brokenImages } from './broken-images.ts'

afterEach(async (context) => {
  const story = (context as unknown as { story?: { id: string } }).story
  if (!story) return
  const broken = await brokenImages()
  if (broken.length) {
    throw new Error(`${story.id}: ${broken.length} broken image(s):\n${broken.join('\n')}`)
  }
}, 30_000)
