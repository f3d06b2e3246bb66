import { useT } from '../../i18n';
import { signUpMessages } from '../../i18n/namespaces/signUp';

/** The success image of the registration dialog: a check mark in a ring, in the theme's colour. */
export function SuccessIllustration({ size = 96 }: { size?: number }) {
  const t = useT(signUpMessages);
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 96 96"
      role="img"
      aria-label={t('registered.illustration')}
      style={{ display: 'block', margin: '0 auto' }}
    >
      <circle cx="48" cy="48" r="44" fill="none" stroke="#2e7d32" strokeWidth="6" />
      <circle cx="48" cy="48" r="36" fill="#2e7d32" fillOpacity="0.12" />
      <path
        d="M30 49 l12 12 l24 -26"
        fill="none"
        stroke="#2e7d32"
        strokeWidth="7"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
