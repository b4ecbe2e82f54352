/** The checkout form's element id (SchemaForm's `<idPrefix>-form`): the tab-bar submit names it. */
export const CHECKOUT_ID_PREFIX = 'checkout'
export const CHECKOUT_FORM_ID = `${CHECKOUT_ID_PREFIX}-form`
