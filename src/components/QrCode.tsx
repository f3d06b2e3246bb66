import { Component, lazy, Suspense, type ReactNode } from 'react';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useT } from '../i18n';
import { formsMessages } from '../i18n/namespaces/forms';

/**
 * The QR library loads on first use, in its own chunk: only the deposit step and the two-factor
 * setup draw codes, so no page pays for it before it shows one.
 */
const QRCodeSVG = lazy(() =>
  import(/* webpackChunkName: "qrcode" */ 'qrcode.react').then((module) => ({
    default: module.QRCodeSVG,
  })),
);

interface State {
  failed: boolean;
}

/**
 * A chunk that fails to load (offline) costs only the picture: every QR code here sits beside
 * the same value as text, so the user can still carry on.
 */
class QrCodeBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };
  static getDerivedStateFromError(): State {
    return { failed: true };
  }
  override render() {
    if (this.state.failed) {
      return <QrUnavailable />;
    }
    return this.props.children;
  }
}

function QrUnavailable() {
  const t = useT(formsMessages);
  return (
    <Typography variant="body2" color="text.secondary">
      {t('qr.unavailable')}
    </Typography>
  );
}

interface QrCodeProps {
  /** What the code encodes: an address, an otpauth:// URL. */
  value: string;
  /** The picture's accessible name; callers always show the value as text as well. */
  label: string;
  /** Side in CSS pixels. */
  size?: number;
}

/** A scannable QR code of `value` (SVG: sharp at any zoom, no canvas needed). */
export function QrCode({ value, label, size = 176 }: QrCodeProps) {
  const t = useT(formsMessages);
  return (
    <QrCodeBoundary>
      <Suspense
        fallback={
          <Skeleton
            variant="rectangular"
            width={size}
            height={size}
            role="progressbar"
            aria-label={t('qr.loading', { label })}
          />
        }
      >
        <QRCodeSVG
          value={value}
          size={size}
          // Quiet zone the scanners need, in modules; white behind it even in a dark theme.
          marginSize={2}
          bgColor="#ffffff"
          fgColor="#000000"
          role="img"
          aria-label={label}
        />
      </Suspense>
    </QrCodeBoundary>
  );
}
