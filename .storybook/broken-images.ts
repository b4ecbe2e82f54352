/**
 * Broken images of a story (.storybook/vitest.images.ts, the image guard story): every <img>
 * under `root` that is loading gets the time to finish (its load or error event, at most
 * `SETTLE_MS`); each one that then finished with a source but has no picture (naturalWidth 0)
 * is named by its source and text. Lazy images out of view never start: they are not judged.
 */

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

/** The broken images under `root`, each as `<img src="…" alt="…">`. */
export async function brokenImages(root: ParentNode = document): Promise<string[]> {
  const images = [...root.querySelectorAll('img')]
  await Promise.all(images.map((img) => finished(img, SETTLE_MS)))
  return images
    .filter((img) => img.isConnected && img.getAttribute('src') && img.complete)
    .filter((img) => img.naturalWidth === 0)
    .map(describe)
}
