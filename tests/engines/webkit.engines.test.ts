// Every flow of tests/engines/flows/ in webkit.
import { runFlows } from './runFlows';

runFlows('webkit');
