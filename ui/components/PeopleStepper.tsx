import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { CountStepper, type CountStepperProps } from './CountStepper';

type PeopleStepperProps = Omit<CountStepperProps, 'words'> & { min: number; max: number };

/** The number of people of a booking (ui/components/CountStepper.tsx). */
export function PeopleStepper({ min, max, ...stepper }: PeopleStepperProps) {
  const { t } = useLingui();
  const { count } = stepper;
  return (
    <CountStepper
      {...stepper}
      words={{
        label: <Trans>Número de pessoas</Trans>,
        decrease: t`Menos uma pessoa`,
        increase: t`Mais uma pessoa`,
        value: <Plural value={count} one="# pessoa" other="# pessoas" />,
        hint:
          min === max ? (
            <Trans>Número fixo de pessoas: {min}</Trans>
          ) : (
            <Trans>
              Entre {min} e {max} pessoas
            </Trans>
          ),
      }}
    />
  );
}
