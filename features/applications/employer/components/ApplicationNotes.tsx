import { useState } from 'react';
import styled from 'styled-components';
import { NOTE_LIMIT, textProblem, type ApplicationNote } from '../../../../contract/applications';
import { Button } from '../../../../ui/Button';
import { FormField } from '../../../../ui/Form';
import { TextArea } from '../../../../ui/TextArea';
import { color, fontSize, space } from '../../../../ui/theme';
import { refusalOf } from '../../../../app/api/refusal';
import { employerApplicationsApi } from '../../employerApi';

const StyledList = styled.ul`
  display: grid;
  gap: ${space(2)};
  margin: 0 0 ${space(3)};
  padding: 0;
  list-style: none;

  p {
    margin: 0;
    white-space: pre-wrap;
  }
`;

const StyledMeta = styled.span`
  font-size: ${fontSize.sm};
  color: ${color.textSecondary};
`;

/** The employer's private notes on an application: listed, and one added at a time (managers only). */
export function ApplicationNotes({
  id,
  notes,
  canAdd,
  variant,
}: {
  id: string;
  notes: readonly ApplicationNote[];
  canAdd: boolean;
  variant: 'desktop' | 'phone';
}) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [addNote, adding] = employerApplicationsApi.useAddApplicationNoteMutation();

  const add = async () => {
    const problem = textProblem(text, NOTE_LIMIT, '备注', true);
    setError(problem);
    if (problem !== null) return;
    try {
      await addNote({ id, nr: text.trim() }).unwrap();
      setText('');
    } catch (failure) {
      // The text stays in the field: nothing typed is lost on a failed save.
      setError(refusalOf(failure).message);
    }
  };

  return (
    <>
      {notes.length === 0 ? (
        <p>暂无备注</p>
      ) : (
        <StyledList aria-label="备注">
          {notes.map((note) => (
            <li key={note.id}>
              <p>{note.nr}</p>
              <StyledMeta>{`${note.czr} · ${note.cjsj}`}</StyledMeta>
            </li>
          ))}
        </StyledList>
      )}
      {canAdd && (
        <>
          <FormField label="添加备注" help="仅本单位账号可见，学生看不到" error={error} variant={variant}>
            <TextArea value={text} maxLength={NOTE_LIMIT} rows={3} onChange={setText} />
          </FormField>
          <Button loading={adding.isLoading} onClick={() => void add()}>
            保存备注
          </Button>
        </>
      )}
    </>
  );
}
