import { useEffect, useRef } from 'react';
import { Toaster } from 'sonner';
import { takeFlashNotice } from '../../lib/flash-notice';
import { withErrorBoundary } from './ErrorBoundary';
import { showNotice } from './notify';

/**
 * The page's one Notifications region (bottom-right). Alt+T focuses it (sonner's hotkey) and
 * Escape leaves it: sonner only folds the stack on Escape, so focus is taken out here, and sonner
 * hands it back to where it was before Alt+T.
 */
function Notifications({ label, closeLabel }: { label: string; closeLabel: string }) {
  const region = useRef<HTMLElement>(null);
  useEffect(() => {
    const waiting = takeFlashNotice();
    if (waiting) showNotice(waiting);
    const leave = (event: KeyboardEvent) => {
      const focused = document.activeElement;
      if (event.key === 'Escape' && focused instanceof HTMLElement && region.current?.contains(focused)) focused.blur();
    };
    document.addEventListener('keydown', leave);
    return () => document.removeEventListener('keydown', leave);
  }, []);
  return (
    <Toaster
      ref={region}
      position="bottom-right"
      closeButton
      richColors
      containerAriaLabel={label}
      toastOptions={{ closeButtonAriaLabel: closeLabel }}
    />
  );
}

export default withErrorBoundary(Notifications);
