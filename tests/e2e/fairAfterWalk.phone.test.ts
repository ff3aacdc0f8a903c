import { devices } from './support/browser';
import { describeFairAfterWalk } from './support/fairAfterWalk';

describeFairAfterWalk(devices.phone);
