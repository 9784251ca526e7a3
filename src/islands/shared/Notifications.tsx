import { useEffect } from 'react';
import { Toaster } from 'sonner';
import { takeFlashNotice } from '../../lib/flash-notice';
import { withErrorBoundary } from './ErrorBoundary';
import { showNotice } from './notify';

/** The page's one Notifications region (bottom-right; Alt+T focuses it). */
function Notifications({ label, closeLabel }: { label: string; closeLabel: string }) {
  useEffect(() => {
    const waiting = takeFlashNotice();
    if (waiting) showNotice(waiting);
  }, []);
  return (
    <Toaster
      position="bottom-right"
      closeButton
      richColors
      containerAriaLabel={label}
      toastOptions={{ closeButtonAriaLabel: closeLabel }}
    />
  );
}

export default withErrorBoundary(Notifications);
