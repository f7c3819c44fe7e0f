// Every flow of tests/engines/flows/ in chromium.
import { runFlows } from './runFlows';

runFlows('chromium');
