import { useT } from '../i18n';
import { componentsMessages } from '../i18n/namespaces/components';
import { RetryAlert } from './RetryAlert';

/** WidgetBoundary's standard failure: what could not be shown, that the answer was unreadable, and Retry. */
export default function UnreadableWidget({
  subject,
  onRetry,
  retrying,
}: {
  subject: string;
  onRetry: () => void;
  retrying: boolean;
}) {
  const t = useT(componentsMessages);
  return (
    <RetryAlert message={t('widget.failed', { subject })} onRetry={onRetry} retrying={retrying} />
  );
}
