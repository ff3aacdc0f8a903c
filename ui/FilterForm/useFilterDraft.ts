import { useState, type Dispatch, type SetStateAction } from 'react';

/**
 * What a filter form shows before 查询: a draft of the applied filters that follows them whenever they
 * change from outside (back, a tab, a shared link), so the form never shows other filters than the list.
 */
export function useFilterDraft<T>(applied: T): [T, Dispatch<SetStateAction<T>>] {
  const [draft, setDraft] = useState(applied);
  const [followed, setFollowed] = useState(applied);
  if (JSON.stringify(applied) !== JSON.stringify(followed)) {
    setFollowed(applied);
    setDraft(applied);
  }
  return [draft, setDraft];
}
