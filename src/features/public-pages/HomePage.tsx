import { lazy, Suspense } from 'react';
import Box from '@mui/material/Box';
import { useWakeUpQuery } from '../../api/api';
import { HeroSection } from './home/HeroSection';
import { InvestmentCards } from './home/InvestmentCards';
import { MarketStatTiles } from './home/MarketStatTiles';

/**
 * The sections below the fold come in a chunk of their own, fetched as soon as the page has
 * rendered: the first screen does not wait for their code (tables, alerts, lists).
 */
const HomeMoreSections = lazy(
  () => import(/* webpackChunkName: "home-more" */ './home/HomeMoreSections'),
);

export default function HomePage() {
  // Fire-and-forget wake-up ping (SPEC §3): a sleeping API host starts while the visitor reads.
  // Its answer and any failure are deliberately ignored.
  useWakeUpQuery();
  return (
    <>
      <HeroSection />
      <MarketStatTiles />
      <InvestmentCards />
      {/* A screen's height held open meanwhile, so the footer never shows up early and then
          moves away (a layout shift). */}
      <Suspense fallback={<Box sx={{ minHeight: '100vh' }} />}>
        <HomeMoreSections />
      </Suspense>
    </>
  );
}
