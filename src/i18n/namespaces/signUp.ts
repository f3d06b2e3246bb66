import { defineNamespace } from '../catalogue';
import en from '../locales/en/signUp.json';

/** Sign-up: the registration form, its investment goals and the registration dialog. */
export const signUpMessages = defineNamespace('signUp', en);
