import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { Field } from 'react-final-form';
import { DATE_FIELD_PROPS, TextFieldAdapter } from '../../components/form/TextFieldAdapter';
import { ValidatedForm } from '../../components/form/ValidatedForm';
import { SubmitButton } from '../../components/form/SubmitButton';
import { useToast } from '../../components/Toasts';
import { MessageText, useT } from '../../i18n';
import { commonMessages } from '../../i18n/namespaces/common';
import { statementsMessages } from '../../i18n/namespaces/statements';
import type { DayRange } from '../../lib/dateRange';
import { dayRangeRules } from '../../lib/dayRangeRules';
import { validateWhenLoaded } from '../../lib/validation';
import type { StatementProgress } from './fetchStatement';
import { useStatementDownload } from './useStatementDownload';

const validate = validateWhenLoaded(dayRangeRules, (rules) =>
  rules.dayRangeValidator<DayRange>({ required: true }),
);

function ProgressLine({ progress }: { progress: StatementProgress }) {
  const t = useT(statementsMessages);
  const { receivedBytes, totalBytes } = progress;
  const kilobytes = (bytes: number) => t('progress.kilobytes', { kilobytes: bytes / 1024 });
  let text = t('progress.preparing');
  if (receivedBytes > 0) {
    const received = kilobytes(receivedBytes);
    text = totalBytes
      ? t('progress.receivedOf', { received, total: kilobytes(totalBytes) })
      : t('progress.received', { received });
  }
  const percent = totalBytes ? Math.min(100, (receivedBytes / totalBytes) * 100) : undefined;
  return (
    <Box>
      <LinearProgress
        aria-label={t('progress.label')}
        variant={percent === undefined ? 'indeterminate' : 'determinate'}
        value={percent}
      />
      <Typography role="status" variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {text}
      </Typography>
    </Box>
  );
}

interface StatementDialogProps {
  /** The dates the dialog opened with; null while it is closed (it stays mounted then). */
  initialValues: DayRange | null;
  onClose: () => void;
}

/**
 * The Download statement dialog (SPEC §11.2): the date range, then the CSV fetched with the
 * user's token and saved under the server's file name. Progress shows while it streams; a
 * failure is shown in the dialog with the typed dates kept, and nothing is saved. Its own chunk
 * (with the form library and the date validation), fetched when the user reaches for it.
 */
export function StatementDialog({ initialValues, onClose }: StatementDialogProps) {
  const { state, download, reset } = useStatementDownload();
  const showToast = useToast();
  const busy = state.status === 'downloading';
  const t = useT(statementsMessages);
  const common = useT(commonMessages);

  // Closing while the statement streams cancels it: nothing is saved.
  const close = () => {
    reset();
    onClose();
  };
  const submit = async (range: DayRange) => {
    const fileName = await download(range);
    if (fileName) {
      onClose();
      showToast(t('saved', { fileName }), { variant: 'success' });
    }
  };

  return (
    <Dialog
      open={initialValues !== null}
      onClose={close}
      aria-labelledby="statement-title"
      fullWidth
      maxWidth="xs"
    >
      <DialogTitle id="statement-title">{t('title')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{t('intro')}</DialogContentText>
        {initialValues && (
          <ValidatedForm
            label={t('dates')}
            validate={validate}
            initialValues={initialValues}
            onSubmit={submit}
          >
            <Field
              name="from"
              component={TextFieldAdapter}
              label={t('from')}
              {...DATE_FIELD_PROPS}
            />
            <Field name="to" component={TextFieldAdapter} label={t('to')} {...DATE_FIELD_PROPS} />
            {state.status === 'failed' && (
              <Alert severity="error">
                <MessageText message={state.message} />
              </Alert>
            )}
            {state.status === 'downloading' && <ProgressLine progress={state.progress} />}
            <DialogActions sx={{ px: 0 }}>
              <Button onClick={close}>{common('cancel')}</Button>
              <SubmitButton loading={busy} loadingLabel={t('submitting')}>
                {t('submit')}
              </SubmitButton>
            </DialogActions>
          </ValidatedForm>
        )}
      </DialogContent>
    </Dialog>
  );
}
