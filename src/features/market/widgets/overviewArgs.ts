/**
 * The market overview request the ticker tape, the mini charts and the compact table share, so a
 * dashboard makes one request. A module of its own: the ticker tape (above the fold) must not
 * import the mini chart's module, which would pull the charting library into its chunk.
 */
export const OVERVIEW_ARGS = { perPage: 50 } as const;
