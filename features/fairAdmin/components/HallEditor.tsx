import { useState } from 'react';
import styled from 'styled-components';
import { Button } from '../../../ui/Button';
import { FormField } from '../../../ui/Form';
import { FormAlert } from '../../../ui/FormAlert';
import { Input } from '../../../ui/Input';
import { Popconfirm } from '../../../ui/Popconfirm';
import { space } from '../../../ui/theme';
import { apiErrorMessage } from '../../../app/api/apiErrorMessage';
import { useNotify } from '../../../app/api/useNotify';
import { gridProblems, hallMapInputOf, renumber, type BoothGrid } from '../boothGrid';
import { fairEditorApi } from '../fairEditorApi';
import { BoothGridEditor } from './BoothGridEditor';

const StyledHall = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space(3)};
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space(2)};
`;

const StyledProblems = styled.ul`
  margin: 0;
  padding-left: ${space(5)};
`;

export type HallEditorProps = {
  zphid: string;
  /** The hall as saved (or a new hall's starting grid, without hcid). */
  initial: BoothGrid;
  variant: 'desktop' | 'phone';
  /** After a save: the hall's id (a new hall's too). */
  onSaved: (hcid: string) => void;
  /** After the hall was removed, or a new one given up. */
  onRemoved: () => void;
};

/**
 * One hall: its name and grid, saved whole (POST saveMap) once the grid breaks no rule; a saved hall
 * nobody booked in can be removed. The problems are listed in the server's words before sending.
 */
export function HallEditor({ zphid, initial, variant, onSaved, onRemoved }: HallEditorProps) {
  const notify = useNotify();
  const [grid, setGrid] = useState(initial);
  const [problems, setProblems] = useState<string[]>([]);
  const [alert, setAlert] = useState<string | null>(null);
  const [save, saving] = fairEditorApi.useSaveHallMapMutation();
  const [remove] = fairEditorApi.useRemoveHallMutation();
  const size = variant === 'phone' ? 'phone' : 'md';
  const isNew = grid.hcid === undefined;

  const submit = async () => {
    const found = gridProblems(grid);
    setProblems(found);
    setAlert(null);
    if (found.length > 0) return;
    try {
      const { hcid } = await save(hallMapInputOf(grid, zphid)).unwrap();
      setGrid((current) => ({ ...current, hcid }));
      notify.success('展位图已保存');
      onSaved(hcid);
    } catch (error) {
      setAlert(apiErrorMessage(error));
    }
  };

  const removeHall = async () => {
    if (grid.hcid === undefined) return onRemoved();
    try {
      await remove({ zphid, hcid: grid.hcid }).unwrap();
      notify.success('会场已删除');
      onRemoved();
    } catch (error) {
      setAlert(apiErrorMessage(error));
    }
  };

  return (
    <StyledHall data-ui="hall-editor">
      <FormField
        label="会场名称"
        required
        layout="vertical"
        variant={variant}
        help="如 体育馆一层，最多50个字"
      >
        <Input
          value={grid.hcmc}
          onChange={(hcmc) => setGrid((current) => ({ ...current, hcmc }))}
          maxLength={50}
          autoComplete="off"
        />
      </FormField>
      <FormField
        label="展位号前缀"
        layout="vertical"
        variant={variant}
        help="选填。多个会场时用来区分展位号，如填 2- 则自动编号为 2-A1、2-A2 …"
      >
        <Input
          value={grid.prefix}
          onChange={(prefix) =>
            setGrid((current) => renumber({ ...current, prefix: prefix.trim().toUpperCase() }))
          }
          maxLength={4}
          autoComplete="off"
        />
      </FormField>
      <BoothGridEditor grid={grid} onChange={setGrid} variant={variant} />
      {problems.length > 0 && (
        <FormAlert>
          展位图还不能保存：
          <StyledProblems>
            {problems.slice(0, 10).map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </StyledProblems>
        </FormAlert>
      )}
      {alert && <FormAlert>{alert}</FormAlert>}
      <StyledActions>
        <Button variant="primary" size={size} loading={saving.isLoading} onClick={() => void submit()}>
          保存展位图
        </Button>
        <Popconfirm
          title={isNew ? '放弃这个新会场？' : `删除会场“${grid.hcmc}”？`}
          description={isNew ? undefined : '会场的展位一并删除；已有预订记录的会场不能删除。'}
          okText={isNew ? '放弃' : '删除'}
          danger
          onConfirm={removeHall}
        >
          <Button size={size} danger>
            {isNew ? '放弃新会场' : '删除会场'}
          </Button>
        </Popconfirm>
      </StyledActions>
    </StyledHall>
  );
}
