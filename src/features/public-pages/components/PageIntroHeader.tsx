import type { ReactNode } from 'react';
import Typography from '@mui/material/Typography';
import type { PageIntro } from '../../../content/types';
import { HeaderBand } from './HeaderBand';

/** The top band of a public page: its one h1 and the lead paragraph under it. */
export function PageIntroHeader({ intro, children }: { intro: PageIntro; children?: ReactNode }) {
  return (
    <HeaderBand>
      <Typography variant="h1" sx={{ fontSize: { xs: '2rem', md: '2.5rem' }, mb: 2 }}>
        {intro.title}
      </Typography>
      <Typography
        sx={{ fontSize: '1.15rem', color: 'text.secondary', maxWidth: 720, lineHeight: 1.6 }}
      >
        {intro.lead}
      </Typography>
      {children}
    </HeaderBand>
  );
}
