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
import type { DayRange } from '../../lib/dateRange';
import { dayRangeSchema } from '../../lib/dayRangeSchema';
import { validateWith } from '../../lib/validation';
import type { StatementProgress } from './fetchStatement';
import { useStatementDownload } from './useStatementDownload';

const validate = validateWith<DayRange>(dayRangeSchema({ required: true }));

function kilobytes(bytes: number): string {
  return `${(bytes / 1024).toLocaleString(undefined, { maximumFractionDigits: 1 })} KB`;
}

function ProgressLine({ progress }: { progress: StatementProgress }) {
  const { receivedBytes, totalBytes } = progress;
  const percent = totalBytes ? Math.min(100, (receivedBytes / totalBytes) * 100) : undefined;
  return (
    <Box>
      <LinearProgress
        aria-label="Statement download progress"
        variant={percent === undefined ? 'indeterminate' : 'determinate'}
        value={percent}
      />
      <Typography role="status" variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        Preparing statement…
        {receivedBytes > 0 &&
          ` ${kilobytes(receivedBytes)}${totalBytes ? ` of ${kilobytes(totalBytes)}` : ''} received`}
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

  // Closing while the statement streams cancels it: nothing is saved.
  const close = () => {
    reset();
    onClose();
  };
  const submit = async (range: DayRange) => {
    const fileName = await download(range);
    if (fileName) {
      onClose();
      showToast(`Statement saved as ${fileName}`, { variant: 'success' });
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
      <DialogTitle id="statement-title">Download statement</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          Every ledger entry in the range with its running balance, as a CSV file (dates in UTC, at
          most five years).
        </DialogContentText>
        {initialValues && (
          <ValidatedForm
            label="Statement dates"
            validate={validate}
            initialValues={initialValues}
            onSubmit={submit}
          >
            <Field name="from" component={TextFieldAdapter} label="From" {...DATE_FIELD_PROPS} />
            <Field name="to" component={TextFieldAdapter} label="To" {...DATE_FIELD_PROPS} />
            {state.status === 'failed' && <Alert severity="error">{state.message}</Alert>}
            {state.status === 'downloading' && <ProgressLine progress={state.progress} />}
            <DialogActions sx={{ px: 0 }}>
              <Button onClick={close}>Cancel</Button>
              <SubmitButton loading={busy} loadingLabel="Preparing statement">
                Download CSV
              </SubmitButton>
            </DialogActions>
          </ValidatedForm>
        )}
      </DialogContent>
    </Dialog>
  );
}
