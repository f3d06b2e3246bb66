import Chip from '@mui/material/Chip';
import CancelOutlined from '@mui/icons-material/CancelOutlined';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import ScheduleOutlined from '@mui/icons-material/ScheduleOutlined';
import type { ReactElement } from 'react';
import type { RecordStatus } from '../api/types';

interface StatusLook {
  label: string;
  color: 'warning' | 'success' | 'error';
  icon: ReactElement;
}

/** Text and an icon carry the status; colour only reinforces it (not colour alone). */
const LOOKS: Record<RecordStatus, StatusLook> = {
  pending: { label: 'Pending', color: 'warning', icon: <ScheduleOutlined /> },
  approved: { label: 'Approved', color: 'success', icon: <CheckCircleOutlined /> },
  failed: { label: 'Failed', color: 'error', icon: <CancelOutlined /> },
};

export function StatusChip({ status }: { status: RecordStatus }) {
  const look = LOOKS[status];
  return (
    <Chip size="small" variant="outlined" color={look.color} icon={look.icon} label={look.label} />
  );
}
