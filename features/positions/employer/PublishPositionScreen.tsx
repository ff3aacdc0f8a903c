import { SavedPostingForm } from '../../../app/postings/SavedPostingForm';
import { useEditedIdInAddress } from '../../../app/postings/useEditedIdInAddress';
import { positionsApi } from '../positionsApi';
import { PositionEditor } from './components/PositionEditor';
import { positionKind, positionRef } from './positionDisplay';

/** `?id=` of a saved position: loading, missing, failed, not editable, or its form. */
function SavedPosition({ id, editorKey }: { id: string; editorKey: string }) {
  const detail = positionsApi.usePositionDetailQuery(id, { refetchOnMountOrArgChange: true });
  const [copyPosition] = positionsApi.useCopyPositionMutation();
  return (
    <SavedPostingForm
      kind={positionKind}
      id={id}
      detail={detail}
      refOf={positionRef}
      copy={(source) => copyPosition({ id: source }).unwrap()}
      editor={(position) => <PositionEditor key={editorKey} position={position} />}
    />
  );
}

/**
 * Route fbzpzw (/zpxx/fbzpzw): a new position, or with `?id=` the saved one to edit (the first save
 * of a new one puts its id there, the form staying as it is).
 */
export default function PublishPositionScreen() {
  const { savedId, editorKey, onCreated } = useEditedIdInAddress();
  if (savedId !== null) return <SavedPosition id={savedId} editorKey={editorKey} />;
  return <PositionEditor key={editorKey} onCreated={onCreated} />;
}
