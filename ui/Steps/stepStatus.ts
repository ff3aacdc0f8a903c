export type StepStatus = 'wait' | 'process' | 'finish' | 'error';

/**
 * Each step's status from the current index: earlier steps are finished, later ones wait, and the
 * current one takes `currentStatus` (an error at the current step, for example a rejected review).
 * A step's own `status` overrides the derived one.
 */
export function stepStatuses(
  steps: readonly { status?: StepStatus | undefined }[],
  current: number,
  currentStatus: StepStatus = 'process',
): StepStatus[] {
  return steps.map((step, index) => {
    if (step.status) return step.status;
    if (index < current) return 'finish';
    if (index === current) return currentStatus;
    return 'wait';
  });
}

export const statusText: Record<StepStatus, string> = {
  wait: '未开始',
  process: '进行中',
  finish: '已完成',
  error: '未通过',
};
