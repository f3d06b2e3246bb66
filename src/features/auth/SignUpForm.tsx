import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Field } from 'react-final-form';
import { Link as RouterLink } from 'react-router-dom';
import { INVESTMENT_GOALS, type InvestmentGoal, type RegisterRequest } from '../../api/types';
import { paths } from '../../config/routes';
import { useAppSelector } from '../../hooks/redux';
import { useT, type Translate } from '../../i18n';
import { signUpMessages } from '../../i18n/namespaces/signUp';
import { CheckboxFieldAdapter } from '../../components/form/CheckboxFieldAdapter';
import { PasswordFieldAdapter } from '../../components/form/PasswordFieldAdapter';
import type { SelectOption } from '../../components/form/SelectFieldAdapter';
import { SelectFieldAdapter } from '../../components/form/SelectFieldAdapter';
import { SubmitButton } from '../../components/form/SubmitButton';
import { TextFieldAdapter } from '../../components/form/TextFieldAdapter';
import { ValidatedForm } from '../../components/form/ValidatedForm';
import { DEFAULT_CURRENCY } from '../../lib/money';
import { selectSession, useRegisterMutation } from '../session';
import { normalizeEmail, type SignUpValues } from './credentials';
import { useAuthValidation } from './useAuthValidation';

type AuthTranslate = Translate<keyof typeof signUpMessages.en>;
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

/**
 * The server's names of the goals (sent as they are) and what the form calls them. "none" is an
 * answer a user can pick ("no particular goal"), so it reads as one.
 */
const GOAL_LABELS = {
  none: 'goal.none',
  'Investing for Retirement': 'goal.retirement',
  'Investing to buy house': 'goal.house',
  'A Career Change': 'goal.careerChange',
  'Starting a business': 'goal.business',
} as const satisfies Record<InvestmentGoal, keyof typeof signUpMessages.en>;

const investmentGoalOptions = (t: AuthTranslate): readonly SelectOption[] =>
  INVESTMENT_GOALS.map((goal) => ({ value: goal, label: t(GOAL_LABELS[goal]) }));

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

const termsLabel = (t: AuthTranslate) => (
  <Typography component="span" variant="body2">
    {t.rich('signUp.terms', {
      terms: (chunks) => (
        <Link component={RouterLink} to={paths.termsOfUse} target="_blank" rel="noopener">
          {chunks}
        </Link>
      ),
      privacy: (chunks) => (
        <Link component={RouterLink} to={paths.privacyPolicy} target="_blank" rel="noopener">
          {chunks}
        </Link>
      ),
    })}
  </Typography>
);

/** Success and failure land in the session slice: the seed dialog or `errorMessage`. */
export function SignUpForm() {
  const t = useT(signUpMessages);
  const validate = useAuthValidation<SignUpValues>('validateSignUp');
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
      label={t('signUp.heading')}
      validate={validate}
      initialValues={initialValues}
      onSubmit={onSubmit}
    >
      <Field
        name="email"
        component={TextFieldAdapter}
        label={t('signUp.email')}
        type="email"
        autoComplete="email"
      />
      <Field
        name="name"
        component={TextFieldAdapter}
        label={t('signUp.name')}
        autoComplete="name"
      />
      <Field
        name="password"
        component={PasswordFieldAdapter}
        label={t('signUp.password')}
        autoComplete="new-password"
      />
      <Field
        name="investmentGoal"
        component={SelectFieldAdapter}
        label={t('signUp.goal')}
        options={investmentGoalOptions(t)}
      />
      <Field
        name="countryOfResidence"
        component={TextFieldAdapter}
        label={t('signUp.country')}
        autoComplete="country-name"
      />
      <Field
        name="address"
        component={TextFieldAdapter}
        label={t('signUp.address')}
        autoComplete="street-address"
      />
      <Field
        name="zipCode"
        component={TextFieldAdapter}
        label={t('signUp.zipCode')}
        autoComplete="postal-code"
      />
      <Field
        name="acceptedTerms"
        type="checkbox"
        component={CheckboxFieldAdapter}
        label={termsLabel(t)}
      />
      <SubmitButton loading={loading} loadingLabel={t('signUp.submitting')}>
        {t('signUp.submit')}
      </SubmitButton>
      {errorMessage && <Alert severity="error">{errorMessage}</Alert>}
      <Typography>
        {t.rich('signUp.haveAccount', {
          link: (chunks) => (
            <Link component={RouterLink} to={paths.signIn}>
              {chunks}
            </Link>
          ),
        })}
      </Typography>
    </ValidatedForm>
  );
}
