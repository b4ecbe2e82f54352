/**
 * The home's chunks requested together as the shell starts (issue 16, session 17): index.html
 * carries their preload links in an inert `<template id="start-preloads">` (written by the build,
 * scripts/vite-plugin-start-preloads.ts); this moves them into the head, once, keeping only the
 * texts of the session's language. A modulepreload fetches a script and runs nothing: the code
 * that imports it later finds it there instead of asking for it then (the registry's loader,
 * the descriptors, the start's slots and the home's blocks no longer wait for each other's
 * arrival). No template (the dev server, tests): nothing to do.
 */

export const START_PRELOADS_ID = 'start-preloads'

/**
 * Puts the template's links in the head; how many it put there (0 when there is none). The
 * home's own blocks (`data-home`) only when the start is on the home: a link to another screen
 * does not download them.
 */
export function requestStartChunks(
  locale: string,
  doc: Document = document,
  atHome = doc.location?.pathname === '/',
): number {
  const template = doc.getElementById(START_PRELOADS_ID)
  if (!(template instanceof HTMLTemplateElement)) return 0
  template.remove()
  const links = [...template.content.querySelectorAll('link')].filter(
    (link) =>
      (!link.dataset.locale || link.dataset.locale === locale) &&
      (atHome || link.dataset.home === undefined),
  )
  doc.head.append(...links.map((link) => doc.importNode(link, true)))
  return links.length
}
