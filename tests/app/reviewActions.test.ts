import { employerReviewWorkflow, postingWorkflow } from '../../contract/workflow';
import {
  flagText,
  flaggedWordsOf,
  isNotFound,
  isStateConflict,
  markedSegments,
  reasonDialogText,
  reasonNoteLabel,
  schoolActions,
} from '../../app/review/reviewActions';
import { reasonProblem } from '../../contract/workflow';

const actionsOf = (code: string) => schoolActions(postingWorkflow, code).map((action) => action.action);

describe('what the school may do, read from the transition tables', () => {
  it.each([
    ['1', ['pass', 'reject', 'changes']],
    ['2', ['offline']],
    ['0', []],
    ['3', []],
    ['4', []],
    ['5', []],
    ['6', []],
    ['x', []],
  ])('a posting in state %s: %j', (code, actions) => {
    expect(actionsOf(code)).toEqual(actions);
  });

  it('an employer registration: the three decisions while pending, nothing after', () => {
    expect(schoolActions(employerReviewWorkflow, '1').map((action) => action.action)).toEqual([
      'pass',
      'reject',
      'changes',
    ]);
    expect(schoolActions(employerReviewWorkflow, '2')).toEqual([]);
  });

  it('carries each action’s reason rule and wording', () => {
    expect(schoolActions(postingWorkflow, '1')).toEqual([
      { action: 'pass', label: '审核通过', buttonText: '通过', reason: 'optional' },
      { action: 'reject', label: '驳回', buttonText: '驳回', reason: 'required' },
      { action: 'changes', label: '要求修改', buttonText: '要求修改', reason: 'required' },
    ]);
    expect(schoolActions(postingWorkflow, '2')[0]?.reason).toBe('required');
  });
});

describe('the reason of a decision', () => {
  it('is required where the table says, worded as the server words it', () => {
    expect(reasonProblem('required', '  ', '驳回')).toBe('请填写驳回的原因');
    expect(reasonProblem('optional', '', '审核通过')).toBeNull();
    expect(reasonProblem('required', '执照不清晰', '驳回')).toBeNull();
  });

  it('holds at most 500 characters (中文 one each)', () => {
    expect(reasonProblem('required', '字'.repeat(500), '驳回')).toBeNull();
    expect(reasonProblem('required', '字'.repeat(501), '驳回')).toBe('原因不能超过500个字');
  });

  it('refuses illegal characters, naming them', () => {
    expect(reasonProblem('optional', "it's -- fine", '审核通过')).toBe(
      "原因：存在非法字符'、--，请重新输入！",
    );
  });

  it('is asked for by a dialog named after the action, required or optional', () => {
    const [pass, reject, changes] = schoolActions(postingWorkflow, '1');
    expect(reasonDialogText(pass!)).toEqual({
      title: '审核通过',
      label: '审核意见（选填）',
      required: false,
      okText: '确认通过',
      danger: false,
    });
    expect(reasonDialogText(reject!)).toMatchObject({ label: '驳回原因', required: true, danger: true });
    expect(reasonDialogText(changes!)).toMatchObject({ label: '修改意见', okText: '确认要求修改' });
    expect(reasonDialogText(schoolActions(postingWorkflow, '2')[0]!)).toMatchObject({
      title: '下线',
      label: '下线原因',
      danger: true,
    });
  });
});

describe('the latest reason, as the state it led to names it', () => {
  it.each([
    ['3', '驳回原因'],
    ['4', '修改意见'],
    ['5', '下线原因'],
    ['2', '审核意见'],
  ])('a posting in state %s: %s', (code, label) => {
    expect(reasonNoteLabel(postingWorkflow, code)).toBe(label);
  });

  it('an employer registration by its own codes', () => {
    expect(reasonNoteLabel(employerReviewWorkflow, '3')).toBe('驳回原因');
    expect(reasonNoteLabel(employerReviewWorkflow, '4')).toBe('修改意见');
  });
});

describe('answers of a review call', () => {
  const envelope = (code: number) => ({ status: 'ENVELOPE_ERROR', code, message: '', data: {} });

  it('tells a lost race (409) and a missing object (404) from other refusals', () => {
    expect(isStateConflict(envelope(409))).toBe(true);
    expect(isStateConflict(envelope(400))).toBe(false);
    expect(isStateConflict({ status: 'FETCH_ERROR', error: '' })).toBe(false);
    expect(isStateConflict(undefined)).toBe(false);
    expect(isNotFound(envelope(404))).toBe(true);
    expect(isNotFound(envelope(409))).toBe(false);
  });
});

describe('the content check’s flags as the reviewer reads them', () => {
  const flags = [
    { field: 'zwms', category: 'gender' as const, words: ['限男性'] },
    { field: 'zwms', category: 'schoolTier' as const, words: ['985', '211'] },
    { field: 'zwmc', category: 'marital' as const, words: ['未婚'] },
  ];

  it('names the field, the category and the words', () => {
    expect(flagText(flags[1]!, '职位描述')).toBe('职位描述：限制“学校层次”的用语：985、211');
  });

  it('gathers one field’s words across categories', () => {
    expect(flaggedWordsOf(flags, 'zwms')).toEqual(['限男性', '985', '211']);
    expect(flaggedWordsOf(flags, 'fl')).toEqual([]);
  });

  it('marks every occurrence, the longer word first where two overlap', () => {
    expect(markedSegments('限男性，男性优先，985院校', ['男性', '限男性', '985'])).toEqual([
      { text: '限男性', marked: true },
      { text: '，', marked: false },
      { text: '男性', marked: true },
      { text: '优先，', marked: false },
      { text: '985', marked: true },
      { text: '院校', marked: false },
    ]);
  });

  it('leaves a text without words whole, matches letters in any case and takes words literally', () => {
    expect(markedSegments('普通文本', [])).toEqual([{ text: '普通文本', marked: false }]);
    expect(markedSegments('', ['x'])).toEqual([]);
    expect(markedSegments('c9 高校 (QS)', ['C9', '(QS)'])).toEqual([
      { text: 'c9', marked: true },
      { text: ' 高校 ', marked: false },
      { text: '(QS)', marked: true },
    ]);
  });
});
