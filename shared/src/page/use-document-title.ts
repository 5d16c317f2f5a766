import { useEffect } from 'react';

/**
 * Shows `text` in the browser tab while the component is mounted, then puts the old title back.
 * Deprecated: the host decides every page's title with the rest of its head (host/src/head/route-heads.ts);
 * kept for remotes built against an earlier @ciao/shared, which the page may still load.
 * @deprecated
 */
export function useDocumentTitle(text: string | null): void {
  useEffect(() => {
    if (text === null) return undefined;
    const previous = document.title;
    document.title = text;
    return () => {
      document.title = previous;
    };
  }, [text]);
}
