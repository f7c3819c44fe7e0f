// The order the browser suite's files start in: the three engines' files first (each runs every
// flow, minutes long, and is a few lines of code, so Vitest's "larger files first" would start
// them last and leave one core idle at the end), then Vitest's own order.
import { BaseSequencer, type TestSpecification } from 'vitest/node';

const isEngineFile = (file: TestSpecification) => file.moduleId.includes('/tests/engines/');

export class EnginesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    return [...sorted.filter(isEngineFile), ...sorted.filter((file) => !isEngineFile(file))];
  }
}
