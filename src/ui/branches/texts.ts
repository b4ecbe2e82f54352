/** Texts of the branch list and detail (shell-data §2 Maps page, /home/contacts; §4, §9). */
import { msg } from '@lingui/core/macro'

export const branchTexts = {
  list: msg`Branches`,
  showAll: msg`Show all branches`,
  showFirst: msg`Show fewer`,
  none: msg`No branches yet`,
  backToList: msg`Back to the list`,
  close: msg`Close`,
  openUntil: msg`Open until {time}`,
  openAllDay: msg`Open 24 hours`,
  closedOpens: msg`Closed, opens at {time}`,
  closedOpensTomorrow: msg`Closed, opens tomorrow at {time}`,
  closedOpensDay: msg`Closed, opens {day} at {time}`,
  closed: msg`Closed`,
  distance: msg`{distance} away`,
  call: msg`Call {phone}`,
  hours: msg`Working hours`,
  everyDay: msg`Every day`,
  /** Under the first 3 rows: how many more follow (a button showing them). */
  showMore: msg`Show {count} more`,
}

export const weekDays = [msg`Mon`, msg`Tue`, msg`Wed`, msg`Thu`, msg`Fri`, msg`Sat`, msg`Sun`]
