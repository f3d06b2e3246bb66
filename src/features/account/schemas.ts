import { object, string } from 'yup';
import { INVESTMENT_GOALS, type EditUserRequest } from '../../api/types';

export const FULL_NAME_MESSAGE = 'Please enter a valid full name';
export const ADDRESS_MESSAGE = 'Address must be at least 5 characters long';
export const ADDRESS_MIN_LENGTH = 5;

/** SPEC §9 "Update details": a first and a last name of letters only, one space between. */
const FULL_NAME_PATTERN = /^\p{L}+ \p{L}+$/u;

export const updateDetailsSchema = object({
  name: string().trim().required(FULL_NAME_MESSAGE).matches(FULL_NAME_PATTERN, FULL_NAME_MESSAGE),
  phoneNumber: string().trim().max(32, 'Phone number must be at most 32 characters'),
  address: string().trim().required(ADDRESS_MESSAGE).min(ADDRESS_MIN_LENGTH, ADDRESS_MESSAGE),
  gender: string(),
  investmentGoal: string()
    .required('Please select an investment goal')
    .oneOf(INVESTMENT_GOALS, 'Please select an investment goal'),
  zipCode: string().trim().required('Zip code is required'),
});

export type UpdateDetailsValues = EditUserRequest;

/** Exactly the six fields PUT /auth/edit-user accepts, trimmed as the server would. */
export function toEditUserRequest(values: UpdateDetailsValues): EditUserRequest {
  return {
    name: values.name.trim(),
    zipCode: values.zipCode.trim(),
    address: values.address.trim(),
    gender: values.gender,
    phoneNumber: (values.phoneNumber ?? '').trim(),
    investmentGoal: values.investmentGoal,
  };
}
