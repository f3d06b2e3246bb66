/** The About page's principles, in the order the page shows them (about.json: `principles.*`). */
export const principles = [
  'honestNumbers',
  'noSimulation',
  'feesFirst',
  'visibleFailures',
] as const;
