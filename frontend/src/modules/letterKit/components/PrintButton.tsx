import { useSyncExternalStore } from 'react';
import { buttonClassName } from '../../../components/button/buttonClassName';

const noSubscription = () => () => {};

/**
 * "Print this kit": opens the browser's print dialog (which also saves a PDF). Shown only where the page's
 * code runs: the server (and so the first render in the browser, which hydrates its HTML) leaves it out, as
 * a button that does nothing without JavaScript; the browser's own Print still works there.
 */
export function PrintButton() {
  const canPrint = useSyncExternalStore(
    noSubscription,
    () => typeof window.print === 'function',
    () => false,
  );
  // The slot keeps the button's place from the first paint, so the kit below does not move down when it appears.
  return (
    <div className="kit-print-slot">
      {canPrint && (
        <button
          type="button"
          className={buttonClassName({ type: 'primary', size: 'large' }, 'kit-print')}
          onClick={() => window.print()}
        >
          Print this kit
        </button>
      )}
    </div>
  );
}
