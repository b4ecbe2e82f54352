/**
 * What a branch row shows (shell-data §4 Working hours, §9 Distance): open or closed now in the
 * business time zone, with the closing time or the next opening, and the distance from the
 * person when their location is known. One implementation for every branch list: the branch
 * map's and the contacts page's (src/ui/branches/branch-info.ts).
 */
export {
  branchDistance,
  branchDistanceText,
  branchStatus as branchHoursText,
  sortByDistance,
} from '../../../ui/branches/branch-info.ts'
