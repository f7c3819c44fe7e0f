import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { CountStepper, type CountStepperProps } from '../../components/CountStepper';

type VoucherCountStepperProps = Omit<CountStepperProps, 'words'> & { min: number; max: number };

/** The number of vouchers (SPEC 2 "number of people or number of vouchers"). */
export function VoucherCountStepper({ min, max, ...stepper }: VoucherCountStepperProps) {
  const { t } = useLingui();
  const { count } = stepper;
  return (
    <CountStepper
      {...stepper}
      words={{
        label: <Trans>Número de vouchers</Trans>,
        decrease: t`Menos um voucher`,
        increase: t`Mais um voucher`,
        value: <Plural value={count} one="# voucher" other="# vouchers" />,
        hint:
          min === max ? (
            <Trans>Número fixo de vouchers: {min}</Trans>
          ) : (
            <Trans>
              Entre {min} e {max} vouchers
            </Trans>
          ),
      }}
    />
  );
}
