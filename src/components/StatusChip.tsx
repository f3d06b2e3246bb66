import { styled } from '@mui/material/styles';
import CancelOutlined from './icons/CancelOutlined';
import CheckCircleOutlined from './icons/CheckCircleOutlined';
import ScheduleOutlined from './icons/ScheduleOutlined';
import type { ReactElement } from 'react';
import type { RecordStatus } from '../api/types';
import { useT } from '../i18n';
import { componentsMessages } from '../i18n/namespaces/components';

type Tone = 'warning' | 'success' | 'error';

interface StatusLook {
  label: 'status.pending' | 'status.approved' | 'status.failed';
  tone: Tone;
  icon: ReactElement;
}

/** Text and an icon carry the status; colour only reinforces it (not colour alone). */
const LOOKS: Record<RecordStatus, StatusLook> = {
  pending: { label: 'status.pending', tone: 'warning', icon: <ScheduleOutlined /> },
  approved: { label: 'status.approved', tone: 'success', icon: <CheckCircleOutlined /> },
  failed: { label: 'status.failed', tone: 'error', icon: <CancelOutlined /> },
};

const TONES: readonly Tone[] = ['warning', 'success', 'error'];

/**
 * MUI's small outlined Chip, drawn as one styled span: a history page shows 25 of them, and a
 * MUI Chip resolves its whole list of style variants (every colour, size and variant) for each
 * one, which made the chips a large part of the page's first render. The look is the Chip's:
 * 24 px high, 13 px text, an 18 px icon, the tone's colour with its border at 70 %.
 */
const Badge = styled('span')(({ theme }) => {
  const palette = theme.palette;
  return {
    display: 'inline-flex',
    alignItems: 'center',
    height: 24,
    borderRadius: 12,
    border: '1px solid',
    boxSizing: 'border-box',
    fontFamily: theme.typography.fontFamily,
    fontSize: theme.typography.pxToRem(13),
    lineHeight: 1.5,
    whiteSpace: 'nowrap',
    verticalAlign: 'middle',
    '& > svg': { fontSize: 18, marginLeft: 2, marginRight: -4 },
    '& > span': { paddingLeft: 7, paddingRight: 7 },
    ...Object.fromEntries(
      TONES.map((tone) => [
        `&[data-tone="${tone}"]`,
        {
          color: palette[tone].main,
          borderColor: theme.alpha(palette[tone].main, 0.7),
        },
      ]),
    ),
  };
});

export function StatusChip({ status }: { status: RecordStatus }) {
  const t = useT(componentsMessages);
  const look = LOOKS[status];
  return (
    <Badge data-tone={look.tone}>
      {look.icon}
      <span>{t(look.label)}</span>
    </Badge>
  );
}
