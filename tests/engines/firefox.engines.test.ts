// Every flow of tests/engines/flows/ in firefox.
import { runFlows } from './runFlows';

runFlows('firefox');
