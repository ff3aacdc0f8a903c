import { devices } from './support/browser';
import { describeFairEditorWalk } from './support/fairEditorWalk';

describeFairEditorWalk(devices.desktop);
