// Every Deutsch catalogue in one chunk, fetched when Deutsch is chosen: one download instead of a
// chunk per namespace, whose names and hashes every page's start-up code would carry.
// src/i18n/__tests__/catalogues.test.ts checks that this lists every namespace.
import about from '../locales/de/about.json';
import account from '../locales/de/account.json';
import accountLock from '../locales/de/accountLock.json';
import auth from '../locales/de/auth.json';
import common from '../locales/de/common.json';
import components from '../locales/de/components.json';
import contact from '../locales/de/contact.json';
import dashboard from '../locales/de/dashboard.json';
import forms from '../locales/de/forms.json';
import deposit from '../locales/de/deposit.json';
import guides from '../locales/de/guides.json';
import help from '../locales/de/help.json';
import home from '../locales/de/home.json';
import history from '../locales/de/history.json';
import homeMore from '../locales/de/homeMore.json';
import layout from '../locales/de/layout.json';
import legal from '../locales/de/legal.json';
import market from '../locales/de/market.json';
import notifications from '../locales/de/notifications.json';
import offlineHint from '../locales/de/offlineHint.json';
import passkeys from '../locales/de/passkeys.json';
import plans from '../locales/de/plans.json';
import portfolio from '../locales/de/portfolio.json';
import prices from '../locales/de/prices.json';
import privacy from '../locales/de/privacy.json';
import publicPages from '../locales/de/publicPages.json';
import services from '../locales/de/services.json';
import session from '../locales/de/session.json';
import signIn from '../locales/de/signIn.json';
import signUp from '../locales/de/signUp.json';
import statements from '../locales/de/statements.json';
import trading from '../locales/de/trading.json';
import validation from '../locales/de/validation.json';
import withdrawal from '../locales/de/withdrawal.json';

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
