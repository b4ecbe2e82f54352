/**
 * Stories as tests (issue 17): no story shows a broken image, in any brand or locale (every
 * `storybook:*` project, vitest.config.ts). After a story ran, every <img> of the page that is
 * loading gets the time to finish (its load or error event, at most `SETTLE_MS`); then each one
 * that finished with a source must have a picture (naturalWidth > 0). An image the server would
 * not find, a data: URL that is no image, or a source the story network does not answer fails
 * with the image's source and text. Lazy images out of view never start: they are not judged.
 */
import { afterEach } from 'vitest'

/** The longest wait for an image still loading (a ceiling, not a pause). */
const SETTLE_MS = 10_000

/** Resolves when the image finished (loaded or broken), or after `ms`. */
function finished(img: HTMLImageElement, ms: number): Promise<void> {
  if (img.complete) return Promise.resolve()
  return new Promise((done) => {
    const timer = setTimeout(done, ms)
    const end = () => {
      clearTimeout(timer)
      done()
    }
    img.addEventListener('load', end, { once: true })
    img.addEventListener('error', end, { once: true })
  })
}

/** What names a broken image in the failure: its source (cut) and its text. */
function describe(img: HTMLImageElement): string {
  const src = img.getAttribute('src') ?? ''
  const shown = src.startsWith('data:') ? `${src.slice(0, 60)}…` : src
  return `<img src="${shown}" alt="${img.alt}">`
}

export async function brokenImages(root: ParentNode = document): Promise<string[]> {
  const images = [...root.querySelectorAll('img')]
  await Promise.all(images.map((img) => finished(img, SETTLE_MS)))
  return images
    .filter((img) => img.isConnected && img.getAttribute('src') && img.complete)
    .filter((img) => img.naturalWidth === 0)
    .map(describe)
}

afterEach(async (context) => {
  const story = (context as unknown as { story?: { id: string } }).story
  if (!story) return
  const broken = await brokenImages()
  if (broken.length) {
    throw new Error(`${story.id}: ${broken.length} broken image(s):\n${broken.join('\n')}`)
  }
}, 30_000)
