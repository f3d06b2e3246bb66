import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { FORM_ERROR } from 'final-form';
import { useToast } from '../../components/Toasts';
import { Field, Form } from 'react-final-form';
import { useEditUserMutation } from '../session';
import { INVESTMENT_GOALS, type UserDetails } from '../../api/types';
import { SelectFieldAdapter, type SelectOption } from '../../components/form/SelectFieldAdapter';
import { TextFieldAdapter } from '../../components/form/TextFieldAdapter';
import { errorMessageOf } from '../../lib/apiError';
import { validateWith } from '../../lib/validation';
import { toEditUserRequest, updateDetailsSchema, type UpdateDetailsValues } from './schemas';

const validate = validateWith<UpdateDetailsValues>(updateDetailsSchema);

const GENDERS: readonly SelectOption[] = [
  { value: 'female', label: 'Female' },
  { value: 'male', label: 'Male' },
  { value: 'other', label: 'Other' },
];

const GOALS: readonly SelectOption[] = INVESTMENT_GOALS.map((goal) => ({
  value: goal,
  label: goal,
}));

/** A gender saved in another spelling stays selectable, so saving never silently drops it. */
function genderOptions(current: string): readonly SelectOption[] {
  if (current === '' || GENDERS.some((option) => option.value === current)) return GENDERS;
  return [{ value: current, label: current }, ...GENDERS];
}

export const DETAILS_UPDATED_MESSAGE = 'Your details have been updated';

interface UpdateDetailsDialogProps {
  open: boolean;
  user: UserDetails;
  onClose: () => void;
}

export function UpdateDetailsDialog({ open, user, onClose }: UpdateDetailsDialogProps) {
  const [editUser] = useEditUserMutation();
  const showToast = useToast();

  const onSubmit = async (values: UpdateDetailsValues) => {
    try {
      // The User tag is invalidated, so the account refetches after the save.
      await editUser(toEditUserRequest(values)).unwrap();
    } catch (error) {
      // Returned, not thrown: final-form keeps every value and shows the message.
      return { [FORM_ERROR]: errorMessageOf(error) };
    }
    showToast(DETAILS_UPDATED_MESSAGE, { variant: 'success' });
    onClose();
    return undefined;
  };

  const initialValues: UpdateDetailsValues = {
    name: user.name,
    phoneNumber: user.phoneNumber,
    address: user.address,
    gender: user.gender,
    investmentGoal: (INVESTMENT_GOALS as readonly string[]).includes(user.investmentGoal)
      ? user.investmentGoal
      : '',
    zipCode: user.zipCode,
  };

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="update-title">
      <DialogTitle id="update-title">Update Details</DialogTitle>
      <Form<UpdateDetailsValues>
        onSubmit={onSubmit}
        validate={validate}
        initialValues={initialValues}
        render={({ handleSubmit, submitting, submitError }) => (
          // onSubmit catches the update's failure and returns it as the form's submitError.
          <form noValidate onSubmit={(event) => void handleSubmit(event)}>
            <DialogContent>
              <Stack spacing={2.5} sx={{ pt: 1 }}>
                {submitError && <Alert severity="error">{submitError}</Alert>}
                <Field name="name" component={TextFieldAdapter} label="Full name" />
                <Field
                  name="phoneNumber"
                  component={TextFieldAdapter}
                  label="Phone number"
                  type="tel"
                  autoComplete="tel"
                />
                <Field name="address" component={TextFieldAdapter} label="Address" />
                <Field
                  name="gender"
                  component={SelectFieldAdapter}
                  label="Gender"
                  options={genderOptions(user.gender)}
                />
                <Field
                  name="investmentGoal"
                  component={SelectFieldAdapter}
                  label="Investment goal"
                  options={GOALS}
                />
                <Field name="zipCode" component={TextFieldAdapter} label="Zip code" />
              </Stack>
            </DialogContent>
            <DialogActions>
              <Button onClick={onClose}>Cancel</Button>
              <Button
                type="submit"
                variant="contained"
                disabled={submitting}
                startIcon={submitting ? <CircularProgress size={18} aria-label="Saving" /> : null}
              >
                Update
              </Button>
            </DialogActions>
          </form>
        )}
      />
    </Dialog>
  );
}
