import { object, string } from 'yup';

export const PASSWORD_MIN_LENGTH = 8;

export const loginSchema = object({
  email: string().trim().email('Invalid Email').required('Email is required'),
  password: string()
    .min(PASSWORD_MIN_LENGTH, 'Minimum of 8 characters')
    .required('Password is required'),
});

export interface LoginValues {
  email: string;
  password: string;
}
