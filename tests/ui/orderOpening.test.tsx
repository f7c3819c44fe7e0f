// "Encomendar" pressed while the order's code is on its way: the notice speaks of the order, not
// of a booking, in each language (the campaign's story of that state, as Storybook draws it).
import { afterEach, beforeAll, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import preview from '../../.storybook/preview';
import * as campaignStories from '../../stories/campaign.stories';

const annotations = setProjectAnnotations(preview);
beforeAll(annotations.beforeAll);

const { orderingLoading } = composeStories(campaignStories);

afterEach(() => {
  document.body.replaceChildren();
});

it.each([
  ['pt_PT', 'A preparar a encomenda…', /reserva/],
  ['es_ES', 'Preparando el pedido…', /reserva/],
  ['en_EN', 'Preparing the order…', /booking/],
])('campaign 107, the order loading [%s]: "%s"', async (language, notice, notAbout) => {
  const canvasElement = document.createElement('div');
  document.body.append(canvasElement);
  await orderingLoading.run({ canvasElement, globals: { ...orderingLoading.globals, language } });
  expect(await screen.findByRole('status')).toHaveTextContent(notice);
  expect(canvasElement.textContent).not.toMatch(notAbout);
});
