import {
  flowSteps,
  holdSecondsLeft,
  mmss,
  nextStep,
  previousStep,
  stepIndex,
} from '../../../features/talks/talkFlow';

describe('the talk flow steps', () => {
  it('leaves the invoice step out when no chosen room charges', () => {
    expect(flowSteps(false).map((step) => step.key)).toEqual(['details', 'venue', 'rooms', 'entrants']);
    expect(flowSteps(true).map((step) => step.key)).toEqual([
      'details',
      'venue',
      'rooms',
      'invoice',
      'entrants',
    ]);
  });

  it.each([
    ['rooms', false, '/xjh/tbjxry'],
    ['rooms', true, '/xjh/qrfpxx'],
    ['invoice', true, '/xjh/tbjxry'],
    ['details', false, '/xjh/sqxjhcd'],
  ] as const)('leads from %s (fee %s) to %s', (key, fee, path) => {
    expect(nextStep(key, fee)?.path).toBe(path);
  });

  it('has nothing after the entrants step and nothing before the details', () => {
    expect(nextStep('entrants', true)).toBeNull();
    expect(previousStep('details', true)).toBeNull();
    expect(previousStep('entrants', false)?.path).toBe('/xjh/sqbmscd');
    expect(previousStep('entrants', true)?.path).toBe('/xjh/qrfpxx');
  });

  it('numbers the steps as shown', () => {
    expect(stepIndex('entrants', false)).toBe(3);
    expect(stepIndex('entrants', true)).toBe(4);
    expect(stepIndex('invoice', false)).toBe(-1);
  });
});

describe('a hold countdown', () => {
  it('counts by the server clock, rounded up, never below 0', () => {
    const expires = 1_000_000;
    // This device runs 5 s behind the server: 10 s left by the device's clock are 5 by the server's.
    expect(holdSecondsLeft(expires, expires - 10_000, 5_000)).toBe(5);
    expect(holdSecondsLeft(expires, expires - 200, 0)).toBe(1);
    expect(holdSecondsLeft(expires, expires + 3_000, 0)).toBe(0);
  });

  it.each([
    [600, '10:00'],
    [599, '09:59'],
    [61, '01:01'],
    [0, '00:00'],
    [-4, '00:00'],
  ])('shows %i s as %s', (seconds, text) => {
    expect(mmss(seconds)).toBe(text);
  });
});
