import { SavedPostingForm } from '../../../app/postings/SavedPostingForm';
import { useEditedIdInAddress } from '../../../app/postings/useEditedIdInAddress';
import { announcementsApi } from '../announcementsApi';
import { announcementKind, announcementRef } from './announcementDisplay';
import { AnnouncementEditor } from './components/AnnouncementEditor';

/** `?id=` of a saved announcement: loading, missing, failed, not editable, or its form. */
function SavedAnnouncement({ id, editorKey }: { id: string; editorKey: string }) {
  const detail = announcementsApi.useAnnouncementDetailQuery(id, { refetchOnMountOrArgChange: true });
  const [copyAnnouncement] = announcementsApi.useCopyAnnouncementMutation();
  return (
    <SavedPostingForm
      kind={announcementKind}
      id={id}
      detail={detail}
      refOf={announcementRef}
      copy={(source) => copyAnnouncement({ id: source }).unwrap()}
      editor={(announcement) => <AnnouncementEditor key={editorKey} announcement={announcement} />}
    />
  );
}

/**
 * Route fbzpgg (/zpxx/fbzpgg): a new announcement, or with `?id=` the saved one to edit (the first
 * save of a new one puts its id there, the form staying as it is).
 */
export default function PublishAnnouncementScreen() {
  const { savedId, editorKey, onCreated } = useEditedIdInAddress();
  if (savedId !== null) return <SavedAnnouncement id={savedId} editorKey={editorKey} />;
  return <AnnouncementEditor key={editorKey} onCreated={onCreated} />;
}
