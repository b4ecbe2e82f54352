/**
 * The branch list and a branch's detail (shell-data §2 Maps page and /home/contacts, §4 Branch
 * sheets): shared by the branch map (in sheets docked under the map), the contacts page and the
 * catalog's pickup sheets.
 * Each row is a button named by the branch; the detail has the name, address, open/closed now
 * with the next opening, the weekly hours, a tappable phone and the description.
 */
import { useLingui } from '@lingui/react'
import { useState, type ReactNode } from 'react'
import type { LatLng } from '../../core/format/distance.ts'
import { translate } from '../../core/format/translate.ts'
import type { Branch } from '../../core/state/types.ts'
import { DockSheet } from '../sheet/dock-sheet.tsx'
import {
  branchDistanceText,
  branchPhone,
  branchStatus,
  hoursRows,
  splitBranches,
} from './branch-info.ts'
import { branchTexts } from './texts.ts'
import './branches.css'

export interface BranchInfoProps {
  coords: LatLng | null
  now: Date
  timeZone: string | undefined
}

function Facts({ branch, coords, now, timeZone }: BranchInfoProps & { branch: Branch }) {
  const { i18n } = useLingui()
  const status = branchStatus(branch, i18n, now, timeZone)
  const distance = branchDistanceText(branch, coords, i18n)
  return (
    <>
      {branch.address ? <span className="branch-item__address">{branch.address}</span> : null}
      {status || distance ? (
        <span className="branch-item__meta">
          {status ? (
            <span className={status.open ? 'branch-item__open' : 'branch-item__closed'}>
              {status.text}
            </span>
          ) : null}
          {distance ? <span>{distance}</span> : null}
        </span>
      ) : null}
    </>
  )
}

/** Rows of branches, each a button named by the branch (with its address and state). */
export function BranchRows({
  branches,
  label,
  onPick,
  chosenId,
  ...info
}: BranchInfoProps & {
  branches: readonly Branch[]
  label: string
  onPick: (b: Branch) => void
  /** The branch already chosen (the catalog's pickup point): marked current. */
  chosenId?: number | null
}) {
  return (
    <ul className="branch-items" aria-label={label}>
      {branches.map((b) => (
        <li key={b.idBranch}>
          <button
            type="button"
            className="branch-item"
            aria-current={chosenId != null && b.idBranch === chosenId ? 'true' : undefined}
            onClick={() => onPick(b)}
          >
            <span className="branch-item__name">{b.name}</span>
            <Facts branch={b} {...info} />
          </button>
        </li>
      ))}
    </ul>
  )
}

/** A branch's detail: name, address, open/closed now, hours, phone, description. */
export function BranchDetail({
  branch,
  children,
  ...info
}: BranchInfoProps & { branch: Branch; children?: ReactNode }) {
  const { i18n } = useLingui()
  const phone = branchPhone(branch)
  const rows = hoursRows(branch, i18n)
  const description = typeof branch.description === 'string' ? branch.description.trim() : ''
  return (
    <div className="branch-detail-view">
      <h2 className="dock-sheet__title">{branch.name}</h2>
      <p className="branch-detail-view__facts">
        <Facts branch={branch} {...info} />
      </p>
      {phone ? (
        <a
          className="branch-detail-view__phone"
          href={phone.href}
          aria-label={translate(i18n, branchTexts.call, { phone: phone.text })}
        >
          {phone.text}
        </a>
      ) : null}
      {rows.length ? (
        <dl className="branch-detail-view__hours" aria-label={i18n._(branchTexts.hours)}>
          {rows.map((r) => (
            <div key={r.days} className="branch-detail-view__hours-row">
              <dt>{r.days}</dt>
              <dd>{r.hours}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {description ? <p className="branch-detail-view__description">{description}</p> : null}
      {children}
    </div>
  )
}

/**
 * The list sheet under the map: the first 3 branches, the rest after expanding it by the handle
 * (a swipe up or a tap; no handle for 3 or fewer). Collapsed, a visible «Ещё N» button under the
 * rows says that more follow and shows them (the handle alone did not: issue 12, session 14).
 */
export function BranchListSheet({
  branches,
  title,
  onPick,
  ...info
}: BranchInfoProps & {
  branches: readonly Branch[]
  title: string
  onPick: (b: Branch) => void
}) {
  const { i18n } = useLingui()
  const [expanded, setExpanded] = useState(false)
  const { first, rest, showHandle } = splitBranches(branches)
  return (
    <DockSheet
      label={title}
      closeLabel={i18n._(branchTexts.showFirst)}
      hideHandle={!showHandle}
      onClose={expanded ? () => setExpanded(false) : undefined}
      onExpand={showHandle && !expanded ? () => setExpanded(true) : undefined}
      handle={
        showHandle
          ? {
              label: i18n._(expanded ? branchTexts.showFirst : branchTexts.showAll),
              expanded,
              onClick: () => setExpanded(!expanded),
            }
          : null
      }
      className={expanded ? 'dock-sheet--tall' : undefined}
    >
      <h2 className="dock-sheet__title">{title}</h2>
      {!branches.length ? (
        <p className="dock-sheet__empty">{i18n._(branchTexts.none)}</p>
      ) : (
        <BranchRows
          branches={expanded ? [...first, ...rest] : first}
          label={title}
          onPick={onPick}
          {...info}
        />
      )}
      {showHandle && !expanded ? (
        <button type="button" className="branch-items__more" onClick={() => setExpanded(true)}>
          {translate(i18n, branchTexts.showMore, { count: rest.length })}
        </button>
      ) : null}
    </DockSheet>
  )
}

/** The detail sheet under the map; its handle (or a swipe down) closes it. */
export function BranchDetailSheet({
  branch,
  onClose,
  ...info
}: BranchInfoProps & { branch: Branch; onClose: () => void }) {
  const { i18n } = useLingui()
  return (
    <DockSheet label={branch.name} closeLabel={i18n._(branchTexts.backToList)} onClose={onClose}>
      <BranchDetail branch={branch} {...info} />
    </DockSheet>
  )
}
