import { devices } from './support/browser';
import { describeTalkWalk } from './support/talkWalk';

describeTalkWalk(devices.phone);
