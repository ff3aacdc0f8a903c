import { useId, useState, type ChangeEvent } from 'react';
import styled from 'styled-components';
import { BOOTH_TYPES, MAP_SHEET_HELP, type MapImportProblem } from '../../../contract/fairs';
import { Button } from '../../../ui/Button';
import { FormField } from '../../../ui/Form';
import { FormAlert } from '../../../ui/FormAlert';
import { Input } from '../../../ui/Input';
import { color, fontSize, space } from '../../../ui/theme';
import { apiErrorMessage } from '../../../app/api/apiErrorMessage';
import { useNotify } from '../../../app/api/useNotify';
import { fairEditorApi } from '../fairEditorApi';
import {
  MAP_FILE_LIMIT,
  MAP_TEMPLATE_NAME,
  importProblemsOf,
  mapTemplate,
  readSheetRows,
  sheetLinesOf,
  type SheetReading,
} from '../mapSheet';

const StyledPanel = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space(3)};
`;

const StyledHelp = styled.p`
  margin: 0;
  color: ${color.textSecondary};
  font-size: ${fontSize.sm};
`;

const StyledFile = styled.input`
  font-size: ${fontSize.md};
`;

const StyledList = styled.ul`
  margin: 0;
  padding-left: ${space(5)};
  max-height: 240px;
  overflow: auto;
`;

function saveBlob(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

function ProblemList({ problems }: { problems: readonly MapImportProblem[] }) {
  return (
    <FormAlert>
      {`表格有 ${problems.length} 处问题，请修改后重新选择：`}
      <StyledList>
        {problems.map((problem) => (
          <li key={`${problem.row}-${problem.message}`}>{problem.message}</li>
        ))}
      </StyledList>
    </FormAlert>
  );
}

/** 共 24 个展位（标准展位 20 个、VIP展位 2 个、转角展位 2 个），6 行 × 5 列 */
function previewText(reading: SheetReading): string {
  const booths = reading.rows.filter((row) => row.lx !== '0');
  const byType = (['1', '2', '3'] as const)
    .map((type) => [type, booths.filter((row) => row.lx === type).length] as const)
    .filter(([, count]) => count > 0)
    .map(([type, count]) => `${BOOTH_TYPES[type]} ${count} 个`);
  return `共 ${booths.length} 个展位（${byType.join('、')}），${reading.hs} 行 × ${reading.ls} 列`;
}

export type MapImportPanelProps = {
  zphid: string;
  variant: 'desktop' | 'phone';
  onImported: (hcid: string) => void;
};

/**
 * A new hall from a spreadsheet: the template to fill, the file read here first (every bad row named,
 * a preview of what it holds), then uploaded as it is (POST importMap); the server's row problems show
 * the same way.
 */
export function MapImportPanel({ zphid, variant, onImported }: MapImportPanelProps) {
  const notify = useNotify();
  const fileId = useId();
  const [hcmc, setHcmc] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [reading, setReading] = useState<SheetReading | null>(null);
  const [problems, setProblems] = useState<MapImportProblem[]>([]);
  const [alert, setAlert] = useState<string | null>(null);
  const [upload, uploading] = fairEditorApi.useImportHallMapMutation();
  const size = variant === 'phone' ? 'phone' : 'md';

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    setFile(null);
    setReading(null);
    setProblems([]);
    setAlert(null);
    if (chosen === null) return;
    if (!chosen.name.toLowerCase().endsWith('.xlsx')) return setAlert('请选择 .xlsx 格式的表格');
    if (chosen.size > MAP_FILE_LIMIT) return setAlert('文件不能超过2MB');
    const lines = await sheetLinesOf(await chosen.arrayBuffer());
    if (lines === null) return setAlert('无法读取文件，请上传 .xlsx 格式的表格');
    const read = readSheetRows(lines);
    setProblems(read.problems);
    if (read.problems.length > 0) return;
    setFile(chosen);
    setReading(read);
  };

  const submit = async () => {
    if (hcmc.trim() === '') return setAlert('请填写会场名称');
    if (file === null) return setAlert('请选择要导入的展位表格（.xlsx）');
    setAlert(null);
    try {
      const { hcid } = await upload({ zphid, hcmc: hcmc.trim(), file }).unwrap();
      notify.success(`已导入会场“${hcmc.trim()}”`);
      onImported(hcid);
    } catch (error) {
      const rows = importProblemsOf((error as { data?: { result?: unknown } }).data?.result);
      if (rows.length > 0) setProblems(rows);
      else setAlert(apiErrorMessage(error));
    }
  };

  return (
    <StyledPanel data-ui="map-import">
      <StyledHelp>{MAP_SHEET_HELP}</StyledHelp>
      <div>
        <Button
          size={size}
          variant="link"
          onClick={() => void mapTemplate().then((blob) => saveBlob(blob, MAP_TEMPLATE_NAME))}
        >
          下载导入模板
        </Button>
      </div>
      <FormField label="会场名称" required layout="vertical" variant={variant}>
        <Input
          value={hcmc}
          onChange={setHcmc}
          maxLength={50}
          autoComplete="off"
          placeholder="如 体育馆一层"
        />
      </FormField>
      <div>
        <label htmlFor={fileId}>展位表格（.xlsx，不超过2MB）</label>
        <div>
          <StyledFile
            id={fileId}
            type="file"
            accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            onChange={(event) => void choose(event)}
          />
        </div>
      </div>
      {problems.length > 0 && <ProblemList problems={problems} />}
      {reading && (
        <FormAlert tone="info">{`已读取“${file?.name ?? ''}”：${previewText(reading)}。确认无误后点击导入。`}</FormAlert>
      )}
      {alert && <FormAlert>{alert}</FormAlert>}
      <div>
        <Button
          variant="primary"
          size={size}
          disabled={file === null}
          loading={uploading.isLoading}
          onClick={() => void submit()}
        >
          导入为新会场
        </Button>
      </div>
    </StyledPanel>
  );
}
