import {useCallback, useEffect, useRef, useState} from 'react';
import {writeClipboardLater} from './clipboard';

export type CopyStatus = 'idle' | 'copying' | 'copied' | 'failed';

/** How long "Copied" (or the failure) stays on the button. */
const STATUS_MS = 2000;

/** Copies the page's Markdown; the code that fetches it loads on the first copy. */
export function useCopyPage(markdownUrl: string): {status: CopyStatus; copy: () => void} {
  const [status, setStatus] = useState<CopyStatus>('idle');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const copy = useCallback(() => {
    clearTimeout(timer.current);
    setStatus('copying');
    const text = import('./fetchMarkdown').then(({fetchMarkdown}) => fetchMarkdown(markdownUrl));
    void writeClipboardLater(text).then((copied) => {
      setStatus(copied ? 'copied' : 'failed');
      timer.current = setTimeout(() => setStatus('idle'), STATUS_MS);
    });
  }, [markdownUrl]);
  return {status, copy};
}
