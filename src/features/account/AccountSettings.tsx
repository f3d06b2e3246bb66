import { NotificationSettingsSection } from '../notifications';
import { SecuritySection } from './SecuritySection';

/**
 * The Account page below the details and their buttons: Security and the notification
 * settings. A chunk of its own, fetched as the page opens (AccountPage), so the details the
 * user came for are drawn without waiting for the code of the sections below them.
 */
export function AccountSettings() {
  return (
    <>
      <SecuritySection />
      <NotificationSettingsSection />
    </>
  );
}
