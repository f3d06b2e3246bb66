import { useState } from 'react';
import Button from '@mui/material/Button';
import FileDownloadOutlined from '../../components/icons/FileDownloadOutlined';
import { LazyPart } from '../../components/LazyPart';
import { WidgetBoundary } from '../../components/WidgetBoundary';
import { useT } from '../../i18n';
import { statementsMessages } from '../../i18n/namespaces/statements';
import { startOfMonthUtc, todayUtc, type DayRange } from '../../lib/dateRange';

const loadStatementDialog = () =>
  import(/* webpackChunkName: "statement-dialog" */ './StatementDialog');
/** Pointing at or focusing the button starts the download of the dialog's code. */
const preloadStatementDialog = () => void loadStatementDialog().catch(() => undefined);

interface StatementDownloadProps {
  /** The dates the page is already filtered by, if any: the statement starts from them. */
  initialRange?: Partial<DayRange>;
}

/**
 * **Download statement** (SPEC §11.2): the button of a history page, opening the dialog that
 * takes the date range and saves the CSV (StatementDialog). The dialog's code — a form library,
 * date validation, MUI's dialog — is not part of the page's first render: it is fetched when
 * the user points at or presses the button, with a loading bar and a Retry if it fails.
 */
export function StatementDownload({ initialRange }: StatementDownloadProps) {
  // Set when the dialog opens and fixed while it is open, so nothing the user typed is reset.
  const [initialValues, setInitialValues] = useState<DayRange | null>(null);
  const open = initialValues !== null;
  // Fetched the first time the dialog opens, then kept (with the dialog mounted) for the visit.
  const t = useT(statementsMessages);

  const openDialog = () =>
    setInitialValues({
      from: initialRange?.from ?? startOfMonthUtc(),
      to: initialRange?.to ?? todayUtc(),
    });

  return (
    <>
      <Button
        variant="outlined"
        startIcon={<FileDownloadOutlined />}
        onClick={openDialog}
        onPointerEnter={preloadStatementDialog}
        onFocus={preloadStatementDialog}
      >
        {t('open')}
      </Button>
      {/* Mounted once its code is here, and then kept, so closing keeps its transition. */}
      <LazyPart
        load={loadStatementDialog}
        wanted={open}
        loadingLabel={t('form.loading')}
        failedMessage={t('form.loadFailed')}
        statusSx={{ width: '100%' }}
      >
        {(dialog) => (
          <WidgetBoundary subject={t('form.subject')}>
            <dialog.StatementDialog
              initialValues={initialValues}
              onClose={() => setInitialValues(null)}
            />
          </WidgetBoundary>
        )}
      </LazyPart>
    </>
  );
}
