import { useState } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';

/**
 * A form page's object in its address (?id=): a saved one to read before the form shows (`savedId`),
 * or a new one. A new object's first save puts its id in the address (`onCreated`), so a reload or a
 * second save edits it instead of making another, while the form stays mounted (same `editorKey`).
 */
export function useEditedIdInAddress() {
  const [searchParams, setSearchParams] = useSearchParams();
  const location = useLocation();
  const id = searchParams.get('id');
  const [created, setCreated] = useState<{ id: string; editorKey: string } | null>(null);
  const editorKey = id !== null && created?.id === id ? created.editorKey : (id ?? `new-${location.key}`);
  return {
    savedId: id !== null && created?.id !== id ? id : null,
    editorKey,
    onCreated: (newId: string) => {
      setCreated({ id: newId, editorKey });
      setSearchParams({ id: newId }, { replace: true });
    },
  };
}
