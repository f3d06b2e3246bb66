import { lazy, Suspense, useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useWakeUpQuery } from './publicPagesApi';
import { WidgetBoundary } from '../../components/WidgetBoundary';
import { whenIdle } from '../../lib/whenIdle';
import { useT } from '../../i18n';
import { homeMessages } from '../../i18n/namespaces/home';
import { HeroSection } from './home/HeroSection';
import { MarketStatTiles } from './home/MarketStatTiles';

/**
 * The sections below the fold come in a chunk of their own, fetched once the first screen is
 * drawn and the browser is idle: the first screen neither waits for their code (cards, tables,
 * alerts, lists) nor shares the network with it.
 */
const HomeMoreSections = lazy(
  () => import(/* webpackChunkName: "home-more" */ './home/HomeMoreSections'),
);

export default function HomePage() {
  const t = useT(homeMessages);
  // Once the first screen is drawn: the sections below the fold, and the fire-and-forget
  // wake-up ping (SPEC §3) that starts a sleeping API host while the visitor reads.
  const [firstScreenDrawn, setFirstScreenDrawn] = useState(false);
  useEffect(() => whenIdle(() => setFirstScreenDrawn(true)), []);
  // The ping's answer and any failure are deliberately ignored, so the page selects nothing
  // from it (and is not rendered again when the ping starts and ends).
  useWakeUpQuery(firstScreenDrawn ? undefined : skipToken, { selectFromResult: () => ({}) });
  // A screen's height held open meanwhile, so the footer never shows up early and then moves
  // away (a layout shift).
  const placeholder = <Box sx={{ minHeight: '100vh' }} />;
  return (
    <>
      <HeroSection />
      <WidgetBoundary subject={t('market.subject')}>
        <MarketStatTiles />
      </WidgetBoundary>
      {firstScreenDrawn ? (
        <Suspense fallback={placeholder}>
          <HomeMoreSections />
        </Suspense>
      ) : (
        placeholder
      )}
    </>
  );
}
