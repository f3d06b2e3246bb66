import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Field } from 'react-final-form';
import { Link as RouterLink } from 'react-router-dom';
import { INVESTMENT_GOALS, type RegisterRequest } from '../../api/types';
import { paths } from '../../config/routes';
import { useAppSelector } from '../../hooks/redux';
import { CheckboxFieldAdapter } from '../../components/form/CheckboxFieldAdapter';
import { PasswordFieldAdapter } from '../../components/form/PasswordFieldAdapter';
import type { SelectOption } from '../../components/form/SelectFieldAdapter';
import { SelectFieldAdapter } from '../../components/form/SelectFieldAdapter';
import { SubmitButton } from '../../components/form/SubmitButton';
import { TextFieldAdapter } from '../../components/form/TextFieldAdapter';
import { ValidatedForm } from '../../components/form/ValidatedForm';
import { DEFAULT_CURRENCY } from '../../lib/money';
import { validateWith } from '../../lib/validation';
import { selectSession, useRegisterMutation } from '../session';
import { normalizeEmail, signUpSchema, type SignUpValues } from './schemas';

const validate = validateWith<SignUpValues>(signUpSchema);
const initialValues: SignUpValues = {
  email: '',
  name: '',
  password: '',
  investmentGoal: '',
  countryOfResidence: '',
  address: '',
  zipCode: '',
  acceptedTerms: false,
};

/** "none" is an answer a user can pick ("no particular goal"), so it reads as one. */
const investmentGoalOptions: readonly SelectOption[] = INVESTMENT_GOALS.map((goal) => ({
  value: goal,
  label: goal === 'none' ? 'None' : goal,
}));

/** The register body of SPEC §8: trimmed text, email and country lowercased, currency `$`. */
export function registerRequestFrom(values: SignUpValues): RegisterRequest {
  return {
    name: values.name.trim(),
    email: normalizeEmail(values.email),
    password: values.password,
    zipCode: values.zipCode.trim(),
    address: values.address.trim(),
    countryOfResidence: values.countryOfResidence.trim().toLowerCase(),
    currency: DEFAULT_CURRENCY,
    investmentGoal: values.investmentGoal,
  };
}

const termsLabel = (
  <Typography component="span" variant="body2">
    I have read and accept the{' '}
    <Link component={RouterLink} to={paths.termsOfUse} target="_blank" rel="noopener">
      Terms of Use
    </Link>{' '}
    and the{' '}
    <Link component={RouterLink} to={paths.privacyPolicy} target="_blank" rel="noopener">
      Privacy Policy
    </Link>
  </Typography>
);

/** Success and failure land in the session slice: the seed dialog or `errorMessage`. */
export function SignUpForm() {
  const [register] = useRegisterMutation();
  const { loading, errorMessage } = useAppSelector(selectSession);

  const onSubmit = async (values: SignUpValues) => {
    try {
      await register(registerRequestFrom(values)).unwrap();
    } catch {
      // Shown from `errorMessage` under the form; the form keeps what the user typed.
    }
  };

  return (
    <ValidatedForm<SignUpValues>
      label="Create Personal Account"
      validate={validate}
      initialValues={initialValues}
      onSubmit={onSubmit}
    >
      <Field
        name="email"
        component={TextFieldAdapter}
        label="Personal Email"
        type="email"
        autoComplete="email"
      />
      <Field name="name" component={TextFieldAdapter} label="Full Name" autoComplete="name" />
      <Field
        name="password"
        component={PasswordFieldAdapter}
        label="Password"
        autoComplete="new-password"
      />
      <Field
        name="investmentGoal"
        component={SelectFieldAdapter}
        label="Investment Goal"
        options={investmentGoalOptions}
      />
      <Field
        name="countryOfResidence"
        component={TextFieldAdapter}
        label="Country of Residence"
        autoComplete="country-name"
      />
      <Field
        name="address"
        component={TextFieldAdapter}
        label="Address"
        autoComplete="street-address"
      />
      <Field
        name="zipCode"
        component={TextFieldAdapter}
        label="Zip Code"
        autoComplete="postal-code"
      />
      <Field
        name="acceptedTerms"
        type="checkbox"
        component={CheckboxFieldAdapter}
        label={termsLabel}
      />
      <SubmitButton loading={loading} loadingLabel="Creating account">
        Create account
      </SubmitButton>
      {errorMessage && <Alert severity="error">{errorMessage}</Alert>}
      <Typography>
        Already have an account?{' '}
        <Link component={RouterLink} to={paths.signIn}>
          Sign in
        </Link>
      </Typography>
    </ValidatedForm>
  );
}
