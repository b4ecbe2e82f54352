/** The app starts on real phones (issue 10): the other half of the browser matrix (e2e/phones.ts). */
import { definePhoneBrowsers } from './phones.ts'

definePhoneBrowsers(1)
