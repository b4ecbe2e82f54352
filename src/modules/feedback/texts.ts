import { msg } from '@lingui/core/macro'

export const feedbackTexts = {
  title: msg`Feedback`,
  listTitle: msg`My feedback`,
  listLink: msg`My feedback`,
  empty: msg`You have not left any feedback yet`,
  noAnswer: msg`No answer yet`,
  answer: msg`Answer`,
  rating: msg`Rating`,
  branch: msg`Branch`,
  comment: msg`Comment`,
  commentPlaceholder: msg`Tell us what you liked and what we could do better`,
  send: msg`Send`,
  sending: msg`Sending…`,
  chooseStars: msg`Choose a rating from 1 to 5 stars`,
  successTitle: msg`Thank you for your feedback!`,
  successText: msg`We read every review and will get better thanks to yours.`,
  shareTitle: msg`Share your review`,
  shareText: msg`Thank you! Please share your review on a map service: it helps us a lot`,
  shareButton: msg`Leave a review`,
  close: msg`Close`,
  leaveFeedback: msg`Leave feedback`,
}
