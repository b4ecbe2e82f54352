/**
 * Pickup sheets (spec catalog §2 element 8; shell-data §4 Branch sheets): the branch list (the
 * first 3, the rest below behind the handle; no handle for 3 or fewer), each with its address,
 * open/closed now and distance; and a branch's detail, where the point is chosen.
 */
import { useLingui } from '@lingui/react'
import { useState } from 'react'
import type { LatLng } from '../../../core/format/distance.ts'
import type { Branch } from '../../../core/state/types.ts'
import { Button } from '../../../ui/button/button.tsx'
import { branchDistanceText, branchHoursText } from './branch-info.ts'
import { DockSheet } from './dock-sheet.tsx'
import { splitBranchList } from './sheets.ts'
import { deliveryTexts } from './texts.ts'

interface InfoProps {
  branch: Branch
  coords: LatLng | null
  now: Date
  timeZone: string | undefined
}

function BranchFacts({ branch, coords, now, timeZone }: InfoProps) {
  const { i18n } = useLingui()
  const hours = branchHoursText(branch, i18n, now, timeZone)
  const distance = branchDistanceText(branch, coords, i18n)
  return (
    <>
      {branch.address ? <span className="branch-row__address">{branch.address}</span> : null}
      {hours || distance ? (
        <span className="branch-row__meta">
          {hours ? (
            <span className={hours.open ? 'branch-row__open' : 'branch-row__closed'}>
              {hours.text}
            </span>
          ) : null}
          {distance ? <span className="branch-row__distance">{distance}</span> : null}
        </span>
      ) : null}
    </>
  )
}

export function BranchListSheet({
  branches,
  chosenId,
  onPick,
  ...info
}: Omit<InfoProps, 'branch'> & {
  branches: readonly Branch[]
  chosenId: number | null
  onPick: (b: Branch) => void
}) {
  const { i18n } = useLingui()
  const [expanded, setExpanded] = useState(false)
  const { first, rest, showHandle } = splitBranchList(branches)
  const row = (b: Branch) => (
    <li key={b.idBranch}>
      <button
        type="button"
        className="branch-row"
        aria-current={b.idBranch === chosenId ? 'true' : undefined}
        onClick={() => onPick(b)}
      >
        <span className="branch-row__name">{b.name}</span>
        <BranchFacts branch={b} {...info} />
      </button>
    </li>
  )
  return (
    <DockSheet
      label={i18n._(deliveryTexts.branchList)}
      closeLabel={i18n._(deliveryTexts.showFirst)}
      hideHandle={!showHandle}
      onClose={expanded ? () => setExpanded(false) : undefined}
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
      <h2 className="dock-sheet__title">{i18n._(deliveryTexts.branchList)}</h2>
      {!branches.length ? (
        <p className="dock-sheet__empty">{i18n._(deliveryTexts.noBranches)}</p>
      ) : (
        <ul className="branch-list" aria-label={i18n._(deliveryTexts.branchList)}>
          {first.map(row)}
          {expanded ? rest.map(row) : null}
        </ul>
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
}: InfoProps & { chosen: boolean; onClose: () => void; onChoose: () => void }) {
  const { i18n } = useLingui()
  const phone = typeof branch.contactPhone === 'string' ? branch.contactPhone : ''
  return (
    <DockSheet label={branch.name} closeLabel={i18n._(deliveryTexts.backToList)} onClose={onClose}>
      {chosen ? <p className="dock-sheet__kicker">{i18n._(deliveryTexts.chosen)}</p> : null}
      <h2 className="dock-sheet__title">{branch.name}</h2>
      <p className="branch-detail">
        <BranchFacts branch={branch} {...info} />
        {phone ? (
          <a className="branch-detail__phone" href={`tel:${phone.replace(/[^\d+]/g, '')}`}>
            {phone}
          </a>
        ) : null}
      </p>
      {typeof branch.description === 'string' && branch.description ? (
        <p className="branch-detail__description">{branch.description}</p>
      ) : null}
      <Button block onClick={onChoose}>
        {i18n._(deliveryTexts.chooseHere)}
      </Button>
    </DockSheet>
  )
}
