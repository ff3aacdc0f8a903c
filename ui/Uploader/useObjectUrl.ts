import { useEffect, useState } from 'react';

/** A local URL for a held file, revoked when the file changes or the preview goes away. */
export function useObjectUrl(file: Blob): string | undefined {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    const objectUrl = URL.createObjectURL(file);
    setUrl(objectUrl);
    return () => {
      URL.revokeObjectURL(objectUrl);
    };
  }, [file]);
  return url;
}
