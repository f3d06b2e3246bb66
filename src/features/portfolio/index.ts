/** The portfolio feature's public API: the dashboard's Performance section (SPEC §11.3). */
export { PerformanceSection } from './PerformanceSection';
export { usePerformanceRequested } from './usePerformanceRequested';
