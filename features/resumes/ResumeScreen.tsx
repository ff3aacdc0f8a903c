import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { chinaDate } from '../../contract/chinaTime';
import {
  RESUME_SECTION_NAMES,
  normalizeResume,
  resumeCompleteness,
  type ResumeSectionKey,
  type ResumeView,
} from '../../contract/resumes';
import { apiErrorMessage } from '../../app/api/apiErrorMessage';
import { useAppSelector } from '../../app/api/hooks';
import { selectIsPhone } from '../../app/api/site';
import { useNotify } from '../../app/api/useNotify';
import { Button } from '../../ui/Button';
import { FormAlert } from '../../ui/FormAlert';
import { Result } from '../../ui/Result';
import { Section } from '../../ui/Section';
import { Skeleton } from '../../ui/Skeleton';
import { useUnsavedChangesPrompt } from '../../ui/useUnsavedChangesPrompt';
import { resumeApi } from './resumeApi';
import { sectionOfPath } from './resumeChecks';
import { resumeOfDraft } from './resumeDraft';
import { fieldId, useResumeEditor, type FieldAccess, type SaveRefusal } from './useResumeEditor';
import { AttachmentSection } from './components/AttachmentSection';
import { BasicSection } from './components/BasicSection';
import { CompletenessSummary } from './components/CompletenessSummary';
import { ConsentSection } from './components/ConsentSection';
import { EntryListSection } from './components/EntryListSection';
import { IntentionSection } from './components/IntentionSection';
import { SelfEvaluationSection } from './components/SelfEvaluationSection';
import { SkillsSection } from './components/SkillsSection';
import {
  StyledDesktopLayout,
  StyledPanel,
  StyledPanelState,
  StyledSaveBar,
  StyledSectionIndex,
  StyledStack,
} from './components/resumeScreen.styles';

type SectionKey = ResumeSectionKey | 'fjjl' | 'rck';

const SECTION_TITLES: Record<SectionKey, string> = {
  ...RESUME_SECTION_NAMES,
  fjjl: '附件简历',
  rck: '人才库',
};
const SECTION_ORDER: readonly SectionKey[] = [
  'jbxx',
  'jyjl',
  'sxjl',
  'xmjl',
  'xyhd',
  'jnzs',
  'zwpj',
  'qzyx',
  'fjjl',
  'rck',
];

const sectionId = (key: SectionKey) => `resume-section-${key}`;

function refusalText(refusal: SaveRefusal): string {
  if (refusal.local) return `请先修改标出的内容再保存。${refusal.message}`;
  if (refusal.path !== null) return `保存失败：${refusal.message}`;
  return `保存失败：${refusal.message}。已填写的内容均已保留，请稍后重试。`;
}

type Variant = 'desktop' | 'phone';

function sectionBody(
  key: SectionKey,
  access: FieldAccess,
  variant: Variant,
  view: ResumeView,
  today: string,
): ReactNode {
  switch (key) {
    case 'jbxx':
      return <BasicSection access={access} variant={variant} today={today} />;
    case 'jyjl':
    case 'sxjl':
    case 'xmjl':
    case 'xyhd':
      return <EntryListSection sectionKey={key} access={access} variant={variant} />;
    case 'jnzs':
      return <SkillsSection access={access} variant={variant} />;
    case 'zwpj':
      return <SelfEvaluationSection access={access} variant={variant} />;
    case 'qzyx':
      return <IntentionSection access={access} variant={variant} />;
    case 'fjjl':
      return <AttachmentSection attachment={view.jl.fjjl} variant={variant} />;
    case 'rck':
      return <ConsentSection variant={variant} />;
  }
}

/** The editor over a loaded resume: completeness, the sections (stacked or as panels) and the save bar. */
function ResumeEditor({ view, isPhone }: { view: ResumeView; isPhone: boolean }) {
  const notify = useNotify();
  const [today] = useState(() => chinaDate(Date.now()));
  const editor = useResumeEditor(view, today, () => notify.success('简历已保存'));
  const variant: Variant = isPhone ? 'phone' : 'desktop';
  const [openPanels, setOpenPanels] = useState<ReadonlySet<SectionKey>>(() => new Set(['jbxx']));
  // Where to move once the section is open and drawn: a section, or a field a message names.
  const [target, setTarget] = useState<{ section: SectionKey; field: string | null } | null>(null);

  useUnsavedChangesPrompt(editor.dirty, {
    title: '简历尚未保存',
    content: '离开后，本次修改的内容将会丢失。确定离开吗？',
    cancelText: '继续编辑',
  });

  useEffect(() => {
    if (target === null) return;
    const section = document.getElementById(sectionId(target.section));
    const field = target.field === null ? null : document.getElementById(fieldId(target.field));
    // A phone panel is reached through its summary; a desktop section takes focus itself.
    const destination = field ?? section?.querySelector<HTMLElement>(':scope > summary') ?? section;
    destination?.scrollIntoView?.({ block: field ? 'center' : 'start' });
    destination?.focus({ preventScroll: true });
    setTarget(null);
  }, [target]);

  const reveal = (section: SectionKey, field: string | null = null) => {
    setOpenPanels((current) => (current.has(section) ? current : new Set(current).add(section)));
    setTarget({ section, field });
  };

  const save = async () => {
    const path = await editor.save();
    if (path !== null) reveal(sectionOfPath(path), path);
  };

  const draftCompleteness = resumeCompleteness(resumeOfDraft(normalizeResume(editor.draft), view.jl.fjjl));
  const unsavedPercent =
    editor.dirty && draftCompleteness.percent !== view.wzd.percent ? draftCompleteness.percent : null;

  const summary = (
    <CompletenessSummary
      percent={view.wzd.percent}
      missing={view.wzd.missing}
      unsavedPercent={unsavedPercent}
      hasAttachment={view.jl.fjjl !== null}
      onJump={(key) => reveal(key)}
    />
  );
  const alert = editor.refusal !== null && <FormAlert>{refusalText(editor.refusal)}</FormAlert>;
  const saveBar = (
    <StyledSaveBar $phone={isPhone}>
      {!isPhone && (
        <span>
          {editor.dirty ? '有未保存的修改' : view.jl.gxsj ? `上次保存：${view.jl.gxsj}` : '尚未保存'}
        </span>
      )}
      <Button htmlType="submit" variant="primary" size={isPhone ? 'phone' : 'md'} loading={editor.saving}>
        保存简历
      </Button>
    </StyledSaveBar>
  );
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!editor.saving) void save();
  };

  if (isPhone)
    return (
      <form noValidate aria-label="我的简历" onSubmit={onSubmit} data-ui="resume-editor">
        <StyledStack>
          <Section>{summary}</Section>
          {alert}
          {SECTION_ORDER.map((key) => {
            const scored = key !== 'fjjl' && key !== 'rck';
            const missing = scored && draftCompleteness.missing.includes(SECTION_TITLES[key]);
            return (
              <StyledPanel
                key={key}
                id={sectionId(key)}
                open={openPanels.has(key)}
                onToggle={(event) => {
                  const open = event.currentTarget.open;
                  setOpenPanels((current) => {
                    if (open === current.has(key)) return current;
                    const next = new Set(current);
                    if (open) next.add(key);
                    else next.delete(key);
                    return next;
                  });
                }}
              >
                <summary>
                  {SECTION_TITLES[key]}
                  {scored && <StyledPanelState>{missing ? '待完善' : '已完成'}</StyledPanelState>}
                </summary>
                <div>{sectionBody(key, editor.access, variant, view, today)}</div>
              </StyledPanel>
            );
          })}
          {saveBar}
        </StyledStack>
      </form>
    );

  return (
    <StyledDesktopLayout>
      <StyledSectionIndex aria-label="简历目录">
        <ol>
          {SECTION_ORDER.map((key) => (
            <li key={key}>
              <a
                href={`#${sectionId(key)}`}
                onClick={(event) => {
                  event.preventDefault();
                  reveal(key);
                }}
              >
                {SECTION_TITLES[key]}
              </a>
            </li>
          ))}
        </ol>
      </StyledSectionIndex>
      <form noValidate aria-label="我的简历" onSubmit={onSubmit} data-ui="resume-editor">
        <StyledStack>
          <Section title="简历完整度">{summary}</Section>
          {alert}
          {SECTION_ORDER.map((key) => (
            <div key={key} id={sectionId(key)} tabIndex={-1}>
              <Section title={SECTION_TITLES[key]}>
                {sectionBody(key, editor.access, variant, view, today)}
              </Section>
            </div>
          ))}
          {saveBar}
        </StyledStack>
      </form>
    </StyledDesktopLayout>
  );
}

/**
 * 我的简历 (/sc/myResume, /mobile/myResume): the student's online resume, its completeness against the
 * 50% rule of applications, the attachment resume and the talent-pool consent.
 */
export default function ResumeScreen() {
  const isPhone = useAppSelector(selectIsPhone);
  const { data, error, isError, isFetching, refetch } = resumeApi.useMyResumeQuery();
  // Once loaded, the editor stays: a later failed read must not take away what is being typed.
  if (data === undefined && isError && !isFetching)
    return (
      <Section>
        <Result
          status="error"
          title="简历加载失败"
          subtitle={apiErrorMessage(error)}
          headingLevel={2}
          extra={
            <Button variant="primary" onClick={() => void refetch()}>
              重新加载
            </Button>
          }
        />
      </Section>
    );
  if (data === undefined)
    return (
      <Section>
        <Skeleton loading rows={6} label="简历加载中" />
      </Section>
    );
  return <ResumeEditor view={data} isPhone={isPhone} />;
}
