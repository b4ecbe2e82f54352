// @vitest-environment node
/**
 * Error reporting (issue 15): the SDK chunk loads only with a valid dsn, errors caught before the
 * settings arrive wait, reporting off drops them, API errors are not reported.
 */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '../../../src/core/api/errors.ts'
import {
  captureError,
  configureErrorReporting,
  resetErrorReporting,
  setReporterLoader,
  type ErrorReportingConfig,
} from '../../../src/core/telemetry/errors.ts'
import { waitUntil } from '../../helpers/wait.ts'

const config: ErrorReportingConfig = {
  dsn: 'https://key@errors.example.org/42',
  sampleRate: 1,
  release: '1.2.2',
  tags: { brand: 'sushi', version: '1.2.2' },
}

function fakeSdk() {
  const report = vi.fn()
  const load = vi.fn(() => Promise.resolve({ report }))
  setReporterLoader(load)
  return { report, load }
}

afterEach(() => resetErrorReporting())

describe('error reporting', () => {
  it('keeps errors until the settings come, then sends them with the config', async () => {
    const { report, load } = fakeSdk()
    const boom = new Error('boom')
    captureError(boom, { source: 'boundary' })
    expect(load).not.toHaveBeenCalled()
    configureErrorReporting(config)
    await waitUntil(() => expect(report).toHaveBeenCalledTimes(1))
    expect(report).toHaveBeenCalledWith(config, boom, { source: 'boundary' })
  })

  it('never loads the SDK without a dsn, with a bad one, or when switched off', async () => {
    const { load } = fakeSdk()
    captureError(new Error('a'), { source: 'window' })
    configureErrorReporting(null)
    captureError(new Error('b'), { source: 'window' })
    configureErrorReporting({ ...config, dsn: 'not a dsn' })
    captureError(new Error('c'), { source: 'window' })
    configureErrorReporting({ ...config, dsn: 'https://errors.example.org/42' })
    captureError(new Error('d'), { source: 'window' })
    await Promise.resolve()
    expect(load).not.toHaveBeenCalled()
  })

  it('does not report the API layer’s errors', async () => {
    const { report } = fakeSdk()
    configureErrorReporting(config)
    captureError(new ApiError('network'), { source: 'rejection' })
    captureError(new Error('real'), { source: 'rejection' })
    await waitUntil(() => expect(report).toHaveBeenCalledTimes(1))
    expect(report.mock.calls[0]![1]).toEqual(new Error('real'))
  })
})
