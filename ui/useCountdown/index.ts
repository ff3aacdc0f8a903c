export { secondsLeft, useCountdown, type Countdown } from './useCountdown';
