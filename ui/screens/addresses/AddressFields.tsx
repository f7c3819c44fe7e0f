import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import type { DeliveryCountry } from '../../../machines/addresses/addressBook.machine';
import type {
  AddressErrorCode,
  AddressErrors,
  AddressField,
  AddressForm,
} from '../../../machines/rules/address';
import { FormField } from '../../components/FormField';
import { VAT_ID_MESSAGES } from '../../vatIdMessages';

/** SPEC 5's address rules, beside the field that broke them. */
export const ADDRESS_ERROR_MESSAGES: Record<AddressErrorCode, MessageDescriptor> = {
  addressNameRequired: msg`Dê um nome a este endereço, por exemplo Casa ou Trabalho.`,
  streetRequired: msg`Indique a rua e o número da porta.`,
  floorDoorInvalid: msg`O andar e a porta têm no máximo 30 caracteres.`,
  postalCodeInvalid: msg`Indique um código postal válido (em Portugal, 0000-000).`,
  cityRequired: msg`Indique a localidade.`,
  countryRequired: msg`Escolha o país.`,
  vatIdLength: VAT_ID_MESSAGES.vatIdLength,
  vatIdCheckDigit: VAT_ID_MESSAGES.vatIdCheckDigit,
};

/** The rule a field broke, in words (none: undefined). */
export function useAddressErrorText(errors: AddressErrors) {
  const { i18n } = useLingui();
  return (field: AddressField) => {
    const code = errors[field];
    return code ? i18n._(ADDRESS_ERROR_MESSAGES[code]) : undefined;
  };
}

/**
 * Where an address is (SPEC 3 Delivery address): street and number, floor and door, postal code,
 * city and a country among those delivered to, each field `<idPrefix>-<field>` with the rule it
 * broke beside it. Shared by the saved addresses' form and the order's address.
 */
export function AddressFields({
  idPrefix,
  form,
  errors,
  countries,
  onChange,
}: {
  idPrefix: string;
  form: AddressForm;
  errors: AddressErrors;
  countries: DeliveryCountry[];
  onChange: (field: AddressField, value: string) => void;
}) {
  const { i18n } = useLingui();
  const errorText = useAddressErrorText(errors);
  const change = (field: AddressField) => (value: string) => onChange(field, value);
  const countryError = errorText('countryId');
  const countryId = `${idPrefix}-countryId`;
  return (
    <>
      <FormField
        idPrefix={idPrefix}
        field="street"
        label={<Trans>Rua e número</Trans>}
        value={form.street}
        errorText={errorText('street')}
        autoComplete="address-line1"
        onChange={change('street')}
      />
      <FormField
        idPrefix={idPrefix}
        field="floorDoor"
        label={<Trans>Andar e porta (opcional)</Trans>}
        value={form.floorDoor}
        errorText={errorText('floorDoor')}
        autoComplete="address-line2"
        onChange={change('floorDoor')}
      />
      <FormField
        idPrefix={idPrefix}
        field="postalCode"
        label={<Trans>Código postal</Trans>}
        value={form.postalCode}
        errorText={errorText('postalCode')}
        autoComplete="postal-code"
        onChange={change('postalCode')}
      />
      <FormField
        idPrefix={idPrefix}
        field="city"
        label={<Trans>Localidade</Trans>}
        value={form.city}
        errorText={errorText('city')}
        autoComplete="address-level2"
        onChange={change('city')}
      />
      <div className="field">
        <label className="field__label" htmlFor={countryId}>
          <Trans>País</Trans>
        </label>
        <select
          id={countryId}
          className="field__input"
          value={form.countryId ?? ''}
          aria-invalid={countryError ? true : undefined}
          aria-describedby={countryError ? `${countryId}-error` : undefined}
          onChange={(event) => onChange('countryId', event.target.value)}
        >
          <option value="">{i18n._(msg`Escolha o país`)}</option>
          {countries.map((country) => (
            <option key={country.id} value={country.id}>
              {country.name}
            </option>
          ))}
        </select>
        {countryError && (
          <p className="field__error" id={`${countryId}-error`} role="alert">
            {countryError}
          </p>
        )}
      </div>
    </>
  );
}
