import { Trans } from '@lingui/react/macro';
import type { ScheduleMode } from '../../machines/rules/schedule';

/**
 * The date step's heading, the same while the dates load, when they fail and once they are shown
 * (ui/screens/ScheduleScreen.tsx), and while the step's own code is still on its way (the
 * campaign's OpeningStep).
 */
export function ScheduleHeading({ mode }: { mode: ScheduleMode }) {
  return (
    <h2 id="schedule-title">
      {mode === 'several' ? (
        <Trans>Sugira datas e horas</Trans>
      ) : mode === 'day' ? (
        <Trans>Escolha o dia</Trans>
      ) : (
        <Trans>Escolha a data e a hora</Trans>
      )}
    </h2>
  );
}
