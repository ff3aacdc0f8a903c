import { devices } from './support/browser';
import { describeFairWalk } from './support/fairWalk';

describeFairWalk(devices.phone);
