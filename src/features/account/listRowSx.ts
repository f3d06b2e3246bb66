/**
 * A row of the account's security lists (sessions, passkeys): what it says beside its actions,
 * stacked under each other on a narrow screen, a line between rows.
 */
export const listRowSx = {
  display: 'flex',
  flexDirection: { xs: 'column', sm: 'row' },
  alignItems: { xs: 'flex-start', sm: 'center' },
  justifyContent: 'space-between',
  gap: 1.5,
  px: 2,
  py: 1.5,
  m: 0,
  listStyle: 'none',
  '&:not(:last-of-type)': { borderBottom: 1, borderColor: 'divider' },
} as const;
