// Every Español catalogue in one chunk, fetched when Español is chosen: one download instead of a
// chunk per namespace, whose names and hashes every page's start-up code would carry.
// src/i18n/__tests__/catalogues.test.ts checks that this lists every namespace.
import about from '../locales/es/about.json';
import account from '../locales/es/account.json';
import accountLock from '../locales/es/accountLock.json';
import auth from '../locales/es/auth.json';
import common from '../locales/es/common.json';
import components from '../locales/es/components.json';
import contact from '../locales/es/contact.json';
import dashboard from '../locales/es/dashboard.json';
import forms from '../locales/es/forms.json';
import deposit from '../locales/es/deposit.json';
import guides from '../locales/es/guides.json';
import help from '../locales/es/help.json';
import home from '../locales/es/home.json';
import history from '../locales/es/history.json';
import homeMore from '../locales/es/homeMore.json';
import layout from '../locales/es/layout.json';
import legal from '../locales/es/legal.json';
import market from '../locales/es/market.json';
import notifications from '../locales/es/notifications.json';
import offlineHint from '../locales/es/offlineHint.json';
import passkeys from '../locales/es/passkeys.json';
import plans from '../locales/es/plans.json';
import portfolio from '../locales/es/portfolio.json';
import prices from '../locales/es/prices.json';
import privacy from '../locales/es/privacy.json';
import publicPages from '../locales/es/publicPages.json';
import services from '../locales/es/services.json';
import session from '../locales/es/session.json';
import signIn from '../locales/es/signIn.json';
import signUp from '../locales/es/signUp.json';
import statements from '../locales/es/statements.json';
import trading from '../locales/es/trading.json';
import validation from '../locales/es/validation.json';
import withdrawal from '../locales/es/withdrawal.json';

export default {
  about,
  account,
  accountLock,
  auth,
  common,
  components,
  contact,
  dashboard,
  forms,
  deposit,
  guides,
  help,
  home,
  history,
  homeMore,
  layout,
  legal,
  market,
  notifications,
  offlineHint,
  passkeys,
  plans,
  portfolio,
  prices,
  privacy,
  publicPages,
  services,
  session,
  signIn,
  signUp,
  statements,
  trading,
  validation,
  withdrawal,
};
