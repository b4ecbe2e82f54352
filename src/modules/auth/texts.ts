/**
 * The auth module's texts (accounts-loyalty §8 "Auth messages" and the screens' own words).
 * English source texts; the Russian catalog carries the spec's ru words.
 */
import { msg } from '@lingui/core/macro'

export const authTexts = {
  // spec §8 auth messages
  badPhone: msg`Enter a valid phone number`,
  badPassword: msg`Enter the password`,
  badCode: msg`The code is wrong`,
  badCallCode: msg`Wrong last 4 digits of the calling number`,
  /** values: { seconds } */
  resetDelay: msg`You can request it again in {seconds} s`,
  pinMismatchTitle: msg`The PINs do not match`,
  pinMismatchText: msg`Enter the new PIN again`,
  ageNotPassed: msg`Sorry, the app is only for people aged {age} and over`,

  // phone screen
  /** The noun: the screens' and the popup's title ('Вход'). */
  signInTitle: msg({ message: 'Sign in', context: 'screen title' }),
  phoneIntro: msg`Enter your phone number to sign in or register`,
  phoneLabel: msg`Phone number`,
  continue: msg`Continue`,
  repeat: msg`Repeat`,
  back: msg`Back`,
  cancel: msg`Cancel`,

  // password screen
  passwordLabel: msg`Password`,
  signIn: msg`Sign in`,
  forgotPassword: msg`Forgot your password?`,
  /** values: { code } — demo mode shows the one-time password */
  debugCode: msg`Code: {code}`,
  /** reset-password answered without its own words. */
  passwordSent: msg`A new password has been sent by SMS`,
  /** values: { phone } */
  forPhone: msg`For the number {phone}`,

  // code screen
  codeTitle: msg`Confirmation`,
  /** values: { phone } */
  smsSent: msg`We sent an SMS with a code to {phone}`,
  /** values: { phone } */
  callComing: msg`We are calling {phone}. Enter the last 4 digits of the calling number`,
  smsCodeLabel: msg`Code from the SMS`,
  callCodeLabel: msg`Last 4 digits of the number`,
  resend: msg`Send the code again`,
  /** values: { seconds } */
  resendIn: msg`You can get a new code in {seconds} s`,

  // PIN pad
  pinEnter: msg`Enter your PIN`,
  pinCreate: msg`Create a PIN`,
  pinRepeat: msg`Repeat the PIN`,
  keypad: msg`Digital keypad`,
  /** values: { count, length } */
  pinProgress: msg`{count} of {length, plural, one {# digit} other {# digits}} entered`,
  erase: msg`Erase`,
  forgotPin: msg`Forgot your PIN?`,

  // registration
  registrationTitle: msg`Registration`,
  /** values: { phone }. Not in the spec (issue 12 #13: say that the number is new). */
  newNumber: msg`The number {phone} is not registered yet. Fill in the form to create an account.`,
  register: msg`Register`,

  // success
  signedIn: msg`You are signed in`,
  registered: msg`You are registered`,
  pinChanged: msg`The PIN has been changed`,
  profileSaved: msg`The profile has been saved`,

  // profile
  profileTitle: msg`Profile`,
  edit: msg`Edit`,
  editTitle: msg`Edit profile`,
  save: msg`Save`,
  balance: msg`Points`,
  /** values: { percent } */
  groupPercent: msg`{percent}% back in points`,
  phone: msg`Phone`,
  fullName: msg`Name`,
  birthday: msg`Date of birth`,
  email: msg`E-mail`,
  userId: msg`User ID`,
  receipts: msg`Digital receipts by e-mail`,
  receiptsNeedEmail: msg`Add an e-mail to your profile to get receipts`,
  changePin: msg`Change PIN`,
  logout: msg`Log out`,
  logoutTitle: msg`Log out?`,
  logoutText: msg`You will need to sign in again to use your points`,
  deleteAccount: msg`Delete account`,
  deleteTitle: msg`Delete the account?`,
  deleteText: msg`Your personal data will be deleted. This cannot be undone.`,
  deleteConfirm: msg`Delete`,
  notGiven: msg`Not given`,

  // welcome and age
  welcomeTitle: msg`Welcome!`,
  welcomeText: msg`Sign in to collect points and follow your orders`,
  later: msg`Not now`,
  close: msg`Close`,
  ageTitle: msg`Age check`,
  /** values: { age } */
  ageQuestion: msg`Are you {age} or older?`,
  /** values: { age } */
  ageText: msg`You must be older than {age}, otherwise the app cannot be used`,
  yes: msg`Yes`,
  no: msg`No`,
}
