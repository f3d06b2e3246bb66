import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import type { Highlight } from '../../../content/types';
import { VisuallyHidden } from '../../../components/VisuallyHidden';

export interface HighlightItem extends Highlight {
  icon?: ReactNode;
  /** Extra content under the body: a link, a list. */
  footer?: ReactNode;
}

interface HighlightGridProps {
  items: readonly HighlightItem[];
  /** Cards per row on desktops (four-card rows pair up on tablets in landscape). */
  columns?: 2 | 3 | 4;
  /** Numbers the cards (steps, tips); screen readers hear e.g. "Step 1: ". */
  numberLabel?: (position: number) => string;
}

/** Cards with an h3 title and a paragraph: features, steps, tips, principles. */
export function HighlightGrid({ items, columns = 3, numberLabel }: HighlightGridProps) {
  // On tablets cards pair up; an odd last card takes the full row instead of leaving a gap.
  const smSize = (index: number) => (index === items.length - 1 && index % 2 === 0 ? 12 : 6);
  return (
    <Grid container spacing={3} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {items.map((item, index) => (
        <Grid
          key={item.title}
          component="li"
          size={{
            xs: 12,
            sm: smSize(index),
            md: columns === 4 ? 6 : 12 / columns,
            lg: 12 / columns,
          }}
        >
          <Card variant="outlined" sx={{ height: '100%' }}>
            <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, p: 3 }}>
              {numberLabel ? (
                <Box
                  aria-hidden
                  sx={{
                    width: 40,
                    height: 40,
                    borderRadius: '50%',
                    display: 'grid',
                    placeItems: 'center',
                    fontWeight: 700,
                    bgcolor: 'primary.main',
                    color: 'primary.contrastText',
                  }}
                >
                  {index + 1}
                </Box>
              ) : (
                item.icon
              )}
              <Typography variant="h3" component="h3">
                {numberLabel && <VisuallyHidden>{`${numberLabel(index + 1)} `}</VisuallyHidden>}
                {item.title}
              </Typography>
              <Typography color="text.secondary" sx={{ lineHeight: 1.6 }}>
                {item.body}
              </Typography>
              {item.footer}
            </CardContent>
          </Card>
        </Grid>
      ))}
    </Grid>
  );
}
