/**
 * `npm run test:stories`: the stories as tests (issue 17), one vitest project per demo brand and
 * locale (vitest.config.ts `storybook:<brand>:<locale>`), run ONE AFTER ANOTHER. Run together,
 * eight Vite servers and eight browsers on a 2-core machine miss vitest's browser connect
 * timeout; one at a time each gets the machine. Fails when any project fails; extra arguments go
 * to vitest.
 *
 * `--snapshots` (`npm run stories:snapshots`): writes the visual snapshots' baselines anew
 * (.storybook/snapshots/<brand>/, .storybook/vitest.snapshots.ts): only the `snapshot`-tagged
 * stories, in the snapshot locale's projects, with vitest's `--update`. Look at the pictures
 * that changed (git diff) before committing them.
 */
import { spawnSync } from 'node:child_process'
import { SNAPSHOT_LOCALE, STORY_MATRIX } from '../.storybook/matrix.ts'

const snapshots = process.argv.includes('--snapshots')
const extra = process.argv.slice(2).filter((a) => a !== '--snapshots')
if (snapshots) {
  extra.push('--update')
  process.env.STORY_SNAPSHOTS = 'update'
}
const failed: string[] = []
for (const { brand, locale } of STORY_MATRIX) {
  if (snapshots && locale !== SNAPSHOT_LOCALE) continue
  const project = `storybook:${brand}:${locale}`
  const started = Date.now()
  console.log(`\n== ${project}`)
  const run = spawnSync('npx', ['vitest', 'run', '--project', project, ...extra], {
    stdio: 'inherit',
  })
  console.log(
    `== ${project}: ${run.status === 0 ? 'passed' : 'FAILED'} in ${Math.round((Date.now() - started) / 1000)} s`,
  )
  if (run.status !== 0) failed.push(project)
}
if (failed.length) {
  console.error(`\nStories failed in: ${failed.join(', ')}`)
  process.exit(1)
}
