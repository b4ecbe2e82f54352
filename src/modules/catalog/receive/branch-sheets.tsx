/**
 * Pickup sheets (spec catalog §2 element 8; shell-data §4 Branch sheets): the branch list (the
 * first 3, the rest below behind the handle; no handle for 3 or fewer), each with its address,
 * open/closed now and distance; and a branch's detail, where the point is chosen. The rows and
 * the detail are the shared branch views (src/ui/branches), as on the branch map.
 */
import { useLingui } from '@lingui/react'
import { useState } from 'react'
import type { Branch } from '../../../core/state/types.ts'
import {
  BranchDetail,
  BranchRows,
  type BranchInfoProps,
} from '../../../ui/branches/branch-views.tsx'
import { Button } from '../../../ui/button/button.tsx'
import { DockSheet } from './dock-sheet.tsx'
import { splitBranchList } from './sheets.ts'
import { deliveryTexts } from './texts.ts'

export function BranchListSheet({
  branches,
  chosenId,
  onPick,
  ...info
}: BranchInfoProps & {
  branches: readonly Branch[]
  chosenId: number | null
  onPick: (b: Branch) => void
}) {
  const { i18n } = useLingui()
  const [expanded, setExpanded] = useState(false)
  const { first, rest, showHandle } = splitBranchList(branches)
  const label = i18n._(deliveryTexts.branchList)
  return (
    <DockSheet
      label={label}
      closeLabel={i18n._(deliveryTexts.showFirst)}
      hideHandle={!showHandle}
      onClose={expanded ? () => setExpanded(false) : undefined}
      onExpand={showHandle && !expanded ? () => setExpanded(true) : undefined}
      handle={
        showHandle
          ? {
              label: i18n._(expanded ? deliveryTexts.showFirst : deliveryTexts.showAll),
              expanded,
              onClick: () => setExpanded(!expanded),
            }
          : null
      }
      className={expanded ? 'dock-sheet--tall' : undefined}
    >
      <h2 className="dock-sheet__title">{label}</h2>
      {!branches.length ? (
        <p className="dock-sheet__empty">{i18n._(deliveryTexts.noBranches)}</p>
      ) : (
        <BranchRows
          branches={expanded ? [...first, ...rest] : first}
          label={label}
          chosenId={chosenId}
          onPick={onPick}
          {...info}
        />
      )}
      {showHandle && !expanded ? (
        <button type="button" className="branch-list__more" onClick={() => setExpanded(true)}>
          {i18n._(deliveryTexts.showAll)} ({rest.length})
        </button>
      ) : null}
    </DockSheet>
  )
}

export function BranchDetailSheet({
  branch,
  chosen,
  onClose,
  onChoose,
  ...info
}: BranchInfoProps & {
  branch: Branch
  chosen: boolean
  onClose: () => void
  onChoose: () => void
}) {
  const { i18n } = useLingui()
  return (
    <DockSheet label={branch.name} closeLabel={i18n._(deliveryTexts.backToList)} onClose={onClose}>
      {chosen ? <p className="dock-sheet__kicker">{i18n._(deliveryTexts.chosen)}</p> : null}
      <BranchDetail branch={branch} {...info}>
        <Button block onClick={onChoose}>
          {i18n._(deliveryTexts.chooseHere)}
        </Button>
      </BranchDetail>
    </DockSheet>
  )
}
