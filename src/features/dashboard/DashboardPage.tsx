import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ErrorOutlined from '../../components/icons/ErrorOutlined';
import VerifiedOutlined from '../../components/icons/VerifiedOutlined';
import { useLazyModule } from '../../hooks/useLazyModule';
import { AfterFirstPaint } from '../../components/AfterFirstPaint';
import { WhenNearViewport } from '../../components/WhenNearViewport';
import { LazyPart } from '../../components/LazyPart';
import { usePrefetchWhenIdle } from '../../hooks/usePrefetchWhenIdle';
import { RetryAlert } from '../../components/RetryAlert';
import { WidgetBoundary } from '../../components/WidgetBoundary';
import { useT } from '../../i18n';
import { dashboardMessages } from '../../i18n/namespaces/dashboard';
import { errorMessageOf } from '../../lib/apiError';
import { fetchCodeAhead } from '../../lib/fetchCodeAhead';
import { useKnownUserDetails, useUserDetails } from '../session';
import { usePerformanceRequested } from '../portfolio';
import { tradingApi } from '../trading';
import { useDashboardDialogs } from './useDashboardDialogs';
import { WalletCards } from './WalletCards';

const loadLowerPart = () =>
  import(/* webpackChunkName: "dashboard-lower-part" */ './DashboardLowerPart');
/** Its code downloaded, not run: that waits until it is drawn (lib/fetchCodeAhead.ts). */
const fetchLowerPartCode = () =>
  fetchCodeAhead((done, fail) =>
    require.ensure(['./DashboardLowerPart'], done, fail, 'dashboard-lower-part'),
  );

/** Room held below the cards until the rest arrives, so the footer does not jump up and back. */
const LOWER_PART_MIN_HEIGHT = '100vh';

/**
 * How far below the screen the lower part starts to be drawn: a quarter of a screen. On a
 * tablet or a desktop it is on the first screen, drawn just after the first paint. On a phone
 * the greeting and the wallet cards fill the first screen and more (the Performance heading is
 * ≈ 1.5 screens down at 412 × 823), so it is drawn as the reader scrolls towards it, with its
 * code downloaded once the page is idle (and run when drawn) and the user's data asked for with
 * the page's first data: the phone's first seconds carry none of its rendering (issue 32:
 * main-thread work and Total Blocking Time of a signed-in /dashboard on a slow phone).
 */
export const LOWER_PART_MARGIN = '25% 0px';

/**
 * Performance, holdings, the watchlist and the market widgets, once their code is here (a
 * loading bar until then, and a Retry if it cannot be fetched).
 */
function LowerPart() {
  const t = useT(dashboardMessages);
  return (
    <LazyPart
      load={loadLowerPart}
      wanted
      loadingLabel={t('lowerPart.loading')}
      failedMessage={t('lowerPart.loadFailed')}
      statusSx={{ minHeight: LOWER_PART_MIN_HEIGHT }}
    >
      {(module) => <module.DashboardLowerPart />}
    </LazyPart>
  );
}

const loadAccountDialogs = () =>
  import(/* webpackChunkName: "dashboard-account-dialogs" */ './accountDialogs');

function VerificationChip({ verified }: { verified: boolean }) {
  const t = useT(dashboardMessages);
  return verified ? (
    <Chip
      color="success"
      variant="outlined"
      icon={<VerifiedOutlined />}
      label={t('status.verified')}
    />
  ) : (
    <Chip
      color="warning"
      variant="outlined"
      icon={<ErrorOutlined />}
      label={t('status.notVerified')}
    />
  );
}

export default function DashboardPage() {
  const t = useT(dashboardMessages);
  // GET /transaction/token-user on every visit; the saved session follows the fresh details.
  const { user, error, refetch } = useUserDetails();
  // The name and status may come from the saved session while the figures load: they are
  // not figures, and the greeting should not flicker.
  const shown = useKnownUserDetails();
  // The user's own figures leave with the page's first data (issue 32), though their sections
  // are drawn just after the first paint (below): the requests do not wait for the drawing.
  // Subscriptions only: the page reads neither answer, so neither re-renders it.
  usePerformanceRequested();
  tradingApi.endpoints.getHoldings.useQuerySubscription();
  const dialogs = useDashboardDialogs(user);
  const dialogCode = useLazyModule(loadAccountDialogs, dialogs.open !== null);
  usePrefetchWhenIdle(fetchLowerPartCode);

  return (
    <Container maxWidth="lg" sx={{ py: 4 }}>
      <Stack spacing={3}>
        <Typography variant="overline" component="h1" color="text.secondary">
          {t('page.heading')}
        </Typography>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', mt: 0 }}>
          <Typography variant="h1" component="h2">
            {shown ? t('greeting', { name: shown.name }) : t('greeting.anonymous')}
          </Typography>
          {shown && <VerificationChip verified={shown.verified} />}
        </Stack>
        {error && (
          <RetryAlert
            message={t('figures.loadFailed', { reason: errorMessageOf(error) })}
            onRetry={() => void refetch()}
          />
        )}
        {/* After a failed first load there is nothing honest to show in the cards. The wallet
            figures come first: they are what a user opens the dashboard for, and on a phone the
            first screen then needs no market code or data (each widget below loads as it nears
            the viewport, issue 15). */}
        {dialogs.open !== null && dialogCode.error !== undefined && (
          <RetryAlert message={t('accountMessage.loadFailed')} onRetry={dialogCode.retry} />
        )}
        {!(error && !user) && (
          <WidgetBoundary subject={t('figures.subject')} onRetry={refetch} answers={[user]}>
            <WalletCards user={user} />
          </WidgetBoundary>
        )}
        {/* The user's own money first (issue 32): figures, their course and what they hold
            (asked for with the page's first data, above), and what they watch. Drawn just
            after the greeting and the cards are painted, so that first paint is one short
            commit (a slow phone's Largest Contentful Paint and Total Blocking Time), and on a
            phone as the reader scrolls towards it (LOWER_PART_MARGIN). The market is context:
            its widgets render after that, each as it nears the viewport. */}
        <AfterFirstPaint minHeight={LOWER_PART_MIN_HEIGHT}>
          <WhenNearViewport
            rootMargin={LOWER_PART_MARGIN}
            placeholder={<div aria-busy="true" style={{ minHeight: LOWER_PART_MIN_HEIGHT }} />}
          >
            <LowerPart />
          </WhenNearViewport>
        </AfterFirstPaint>
      </Stack>
      {/* Mounted once their code is here, and then kept, so closing keeps its transition. */}
      {user && dialogCode.module && (
        <WidgetBoundary subject={t('accountMessage.subject')} onRetry={refetch} answers={[user]}>
          <dialogCode.module.NotificationDialog
            open={dialogs.open === 'notification'}
            text={dialogs.notification}
            onOkay={dialogs.dismissNotification}
          />
          <dialogCode.module.AccountVerificationDialog
            open={dialogs.open === 'verification'}
            username={user.name}
            email={user.email}
            onClose={dialogs.dismissVerification}
          />
        </WidgetBoundary>
      )}
    </Container>
  );
}
