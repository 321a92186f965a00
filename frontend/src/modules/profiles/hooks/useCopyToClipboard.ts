import { useCallback } from 'react';
import { toast } from '../../../components/feedback/toast';

/** Old browsers and non-secure pages have no Clipboard API: copy through a hidden text area. */
function copyWithTextArea(text: string): boolean {
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  try {
    return typeof document.execCommand === 'function' && document.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
  }
}

export async function copyText(text: string): Promise<boolean> {
  if (navigator.clipboard?.writeText) {
    try {
      await navigator.clipboard.writeText(text);
      return true;
    } catch {
      // Permission refused: try the old way.
    }
  }
  return copyWithTextArea(text);
}

/** Copies text and says so: "{label} copied to clipboard", or "Unable to copy to clipboard". */
export function useCopyToClipboard() {
  return useCallback(async (text: string, label: string): Promise<boolean> => {
    const isCopied = await copyText(text);
    if (isCopied) toast.success(`${label} copied to clipboard`, 'clipboard');
    else toast.error('Unable to copy to clipboard', 'clipboard');
    return isCopied;
  }, []);
}
