import type { SxProps, Theme } from '@mui/material/styles';

/** An `sx` as the list MUI merges in order (it takes no list within a list). */
type SxList = Extract<SxProps<Theme>, ReadonlyArray<unknown>>;

/**
 * Room for one line of helper text under a field that shows no error, so an error appearing on
 * blur takes the room kept for it instead of pushing down what follows — a person's click on
 * the submit button, aimed before the blur, would otherwise land in the gap and submit nothing.
 * It is an empty pseudo-element: nothing is announced, and the field gets no `aria-describedby`
 * until it has something to say. Its size is MUI's FormHelperText's: one caption line, 3 px
 * above it. A message long enough to wrap at a narrow width still grows by its extra lines.
 */
const reservedLine =
  (belowHelperText: boolean): SxList[number] =>
  (theme) => ({
    '&::after': {
      content: '""',
      display: 'block',
      // Under standing guidance the error will join its helper text, whose gap is there already.
      marginTop: belowHelperText ? 0 : '3px',
      height: `calc(${theme.typography.caption.fontSize} * ${theme.typography.caption.lineHeight})`,
    },
  });

const UNDER_FIELD = reservedLine(false);
const UNDER_HELPER_TEXT = reservedLine(true);

function listOf(sx: SxProps<Theme> | undefined): SxList {
  if (sx === undefined) return [];
  // Array.isArray reads a readonly list as any[]: the cast puts its element type back.
  return Array.isArray(sx) ? (sx as SxList) : [sx as SxList[number]];
}

interface KeepErrorLineOptions {
  /** The field shows helper text (standing guidance) while it has no error. */
  belowHelperText?: boolean | undefined;
  /** The field's own `sx`, kept. */
  sx?: SxProps<Theme> | undefined;
}

/** A field root's `sx`, with the error line's room kept while no error shows. */
export function keepErrorLine(
  errorShown: boolean,
  { belowHelperText = false, sx }: KeepErrorLineOptions = {},
): SxList {
  const own = listOf(sx);
  if (errorShown) return own;
  return [belowHelperText ? UNDER_HELPER_TEXT : UNDER_FIELD, ...own];
}
