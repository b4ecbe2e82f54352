/**
 * Home screen (spec shell-data §2 "Home screen"): brand navbar whose background fades and logo
 * that parallaxes on scroll, pull to refresh that reloads app data, the `home` slot for other
 * modules' widgets, home buttons and social links. Tapping the home tab while on home scrolls
 * to the top (the shell emits `tab:reselected` with the tab's module name).
 */
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { useEffect, useRef } from 'react'
import { useSnapshot } from 'valtio'
import { clsx } from 'clsx'
import { mediaUrl } from '../../core/brand/brand.ts'
import { appEvents, emit, on } from '../../core/events.ts'
import type { ScreenProps } from '../../core/module.ts'
import { showError } from '../../core/overlay.ts'
import { Slot } from '../../core/slot.tsx'
import { appData, loadAppData } from '../../core/state/app-data.ts'
import { session } from '../../core/state/session.ts'
import { InfiniteScroll } from '../../ui/infinite-scroll/infinite-scroll.tsx'
import { Navbar } from '../../ui/navbar/navbar.tsx'
import { Page } from '../../ui/page/page.tsx'
import { PullToRefresh } from '../../ui/pull-to-refresh/pull-to-refresh.tsx'
import { Skeleton } from '../../ui/skeleton/skeleton.tsx'
import { HomeButtons } from './home-buttons.tsx'
import { homeScrollEffects } from './scroll-effects.ts'
import type { HomeSettings } from './settings.ts'
import { SocialLinks } from './social-links.tsx'
import './home.css'

/** spec §9: infinite-scroll distance on home. */
export const HOME_INFINITE_DISTANCE = 800

/**
 * Home widgets that render with the first paint; the ones after them (below the fold on a
 * phone) load their chunks and data once the screen has painted (issue 16). Not three, although
 * pizzeria-msk's third widget (its offers, its largest paint) is on a phone's first screen: a
 * widget has no box until its chunk arrives, and with three loading at once the stamp card moved
 * down by 0.32 when the widget above it arrived later (signed in; session 8 in
 * docs/performance.md). Three wants the widgets revealed in order first.
 */
export const HOME_EAGER_WIDGETS = 2

/** Slot context the home widgets get: where their own infinite scroll should start loading. */
const slotContext = { infiniteScrollDistance: HOME_INFINITE_DISTANCE }

export async function refreshHome(): Promise<void> {
  const data = await loadAppData()
  if (!data) {
    showError(appData.error)
    return
  }
  emit(appEvents.homeRefreshed)
}

/** Writes the scroll effects straight to the DOM once per frame (transform and opacity only). */
function useScrollEffects(smallLogo: boolean) {
  const content = useRef<HTMLDivElement>(null)
  const navbar = useRef<HTMLElement>(null)
  const logo = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const scroller = content.current
    if (!scroller) return
    const reduceMotion = Boolean(window.matchMedia?.('(prefers-reduced-motion: reduce)').matches)
    let frame = 0
    const paint = () => {
      frame = 0
      const fx = homeScrollEffects(scroller.scrollTop, smallLogo)
      navbar.current?.style.setProperty('--ui-navbar-bg-opacity', String(fx.navbarOpacity))
      const logoEl = logo.current
      if (logoEl) {
        logoEl.style.transform = reduceMotion ? '' : `translate3d(0, ${fx.logoShift}px, 0)`
        logoEl.style.opacity = String(fx.logoOpacity)
      }
    }
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(paint)
    }
    paint()
    scroller.addEventListener('scroll', onScroll, { passive: true })
    return () => {
      scroller.removeEventListener('scroll', onScroll)
      if (frame) cancelAnimationFrame(frame)
    }
  }, [smallLogo])
  return { contentRef: content, navbarRef: navbar, logoRef: logo }
}

/** A logo setting may be a full URL, a path, or an image id on the platform's image service. */
export default function HomeScreen({ settings: home }: ScreenProps<HomeSettings>) {
  const { i18n } = useLingui()
  const { data } = useSnapshot(appData)
  const { brand } = useSnapshot(session)
  const app = data?.settings

  const name = typeof app?.name === 'string' ? app.name.trim() : ''
  const logo = app?.hideLogo ? null : mediaUrl(app?.logo, brand)
  // smallLogo: the url (or image id) of a compact logo, or a flag to show the logo small.
  const smallSetting: unknown = app?.smallLogo
  const small = app?.hideLogo
    ? null
    : smallSetting === true
      ? logo
      : mediaUrl(smallSetting, brand, 128)
  const fullscreen = Boolean(logo && app?.fullscreenLogo)
  // With a small logo the brand sits in the navbar; the big logo shows only full screen.
  const hero = logo && (fullscreen || !small) ? logo : null
  const showName =
    Boolean(name) && !app?.hideTitle && !(fullscreen && app?.hideTitleWhenFullscreenLogo)
  const navbarTitle =
    small || showName ? (
      <span className="home__brand">
        {small && (
          <img
            className="home__brand-logo"
            src={small}
            alt={showName ? '' : name}
            decoding="async"
          />
        )}
        {showName && <span className="home__brand-name">{name}</span>}
      </span>
    ) : undefined

  const { contentRef, navbarRef, logoRef } = useScrollEffects(Boolean(small))

  useEffect(
    () =>
      on(appEvents.tabReselected, (tab) => {
        if (tab !== 'home') return
        const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches
        contentRef.current?.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' })
      }),
    [contentRef],
  )

  return (
    <Page
      overlayNavbar
      contentRef={contentRef}
      className={clsx('home', fullscreen && 'home--fullscreen-logo')}
      navbar={
        <Navbar
          ref={navbarRef}
          className="home__navbar"
          title={navbarTitle}
          right={<Slot name="home-navbar" />}
        />
      }
    >
      <PullToRefresh onRefresh={refreshHome}>
        <div className="home__top">
          {hero && (
            <div ref={logoRef} className="home__logo">
              {/* The top of the first screen: often its largest picture (coffee's). */}
              <img
                src={hero}
                alt={name || i18n._(msg`Logo`)}
                loading="eager"
                fetchPriority="high"
                decoding="async"
              />
            </div>
          )}
          {!navbarTitle && <h1 className="home__hidden-title">{name || i18n._(msg`Home`)}</h1>}
        </div>
        <div className="home__slot">
          {/* The buttons and links come once the widgets above them have painted: nothing
              arriving later pushes them down (issue 16: layout shift). Until then cards of a
              skeleton stand below the painted widgets: the home is never blank under them. */}
          <Slot
            name="home"
            context={slotContext}
            eager={HOME_EAGER_WIDGETS}
            pending={<Skeleton variant="cards" count={2} />}
            after={
              <>
                <HomeButtons buttons={home.buttons} />
                <SocialLinks links={home.social} buttons={home.buttons} />
              </>
            }
          />
        </div>
        <InfiniteScroll
          distance={HOME_INFINITE_DISTANCE}
          hasMore
          onLoadMore={() => emit(appEvents.homeInfinite)}
        />
      </PullToRefresh>
    </Page>
  )
}
