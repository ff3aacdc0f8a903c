import { checkInAddress } from '../../contract/fairs';

test('the check-in QR code opens the console’s check-in page for the booking’s token', () => {
  expect(checkInAddress('https://job.example.edu.cn', 'a b/c')).toBe(
    'https://job.example.edu.cn/mgrpage/zphqd?qdlm=a%20b%2Fc',
  );
});
