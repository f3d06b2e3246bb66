import { lazy, Suspense, useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useWakeUpQuery } from './publicPagesApi';
import { WhenNearViewport } from '../../components/WhenNearViewport';
import { WidgetBoundary } from '../../components/WidgetBoundary';
import { fetchCodeAhead } from '../../lib/fetchCodeAhead';
import { whenIdle } from '../../lib/whenIdle';
import { useT } from '../../i18n';
import { homeMessages } from '../../i18n/namespaces/home';
import { HeroSection } from './home/HeroSection';
import { MarketStatTiles } from './home/MarketStatTiles';

const loadMoreSections = () =>
  import(/* webpackChunkName: "home-more" */ './home/HomeMoreSections');
/** Their code downloaded, not run: that waits until they are drawn (lib/fetchCodeAhead.ts). */
const fetchMoreSectionsCode = () =>
  fetchCodeAhead((done, fail) =>
    require.ensure(['./home/HomeMoreSections'], done, fail, 'home-more'),
  );

/**
 * The sections below the fold come in a chunk of their own, downloaded once the first screen
 * is drawn and the browser is idle: the first screen neither waits for their code (cards,
 * tables, alerts, lists) nor shares the network with it. They are run and drawn when the reader
 * scrolls towards them (half a screen ahead), as the dashboard's market widgets are: on a phone,
 * where they start more than a screen and a half down, a visit that reads the first screen
 * spends no processor time on them (drawing them was about a quarter of the load's main-thread
 * work under a 4× CPU slowdown). On a tablet or desktop they are near from the start and drawn
 * at once.
 */
const HomeMoreSections = lazy(loadMoreSections);

/** A screen's height held open until the sections come, so the footer never shows up early. */
const placeholder = <Box sx={{ minHeight: '100vh' }} />;

/**
 * Everything that waits for the first screen to be drawn: the sections below the fold and the
 * fire-and-forget wake-up ping (SPEC §3) that starts a sleeping API host while the visitor
 * reads. A component of its own, so that moment re-renders only this, not the hero and tiles
 * above it.
 */
function AfterTheFirstScreen() {
  const [firstScreenDrawn, setFirstScreenDrawn] = useState(false);
  useEffect(
    () =>
      whenIdle(() => {
        setFirstScreenDrawn(true);
        // The code ahead of the scroll; a failure is the boundary's to report once it is drawn.
        fetchMoreSectionsCode().catch(() => undefined);
      }),
    [],
  );
  // The ping's answer and any failure are deliberately ignored, so nothing selects from it
  // (and nothing is rendered again when the ping starts and ends).
  useWakeUpQuery(firstScreenDrawn ? undefined : skipToken, { selectFromResult: () => ({}) });
  if (!firstScreenDrawn) return placeholder;
  return (
    <WhenNearViewport placeholder={placeholder}>
      <Suspense fallback={placeholder}>
        <HomeMoreSections />
      </Suspense>
    </WhenNearViewport>
  );
}

export default function HomePage() {
  const t = useT(homeMessages);
  return (
    <>
      <HeroSection />
      <WidgetBoundary subject={t('market.subject')}>
        <MarketStatTiles />
      </WidgetBoundary>
      <AfterTheFirstScreen />
    </>
  );
}
