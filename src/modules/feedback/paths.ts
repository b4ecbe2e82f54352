/** spec (shell-data §2): the feedback page is the module's base url; the list is base + list. */
export const FEEDBACK_URL = '/feedback/'
export const FEEDBACK_LIST_URL = `${FEEDBACK_URL}list`
