// Renders every story of stories/ in Vitest (jsdom) with Storybook's portable stories and the
// project annotations of .storybook/preview.tsx, in every language of the toolbar, and runs axe on
// what it drew. A story that throws, draws nothing or has an accessibility violation fails here.
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  composeStories,
  setProjectAnnotations,
  type composeStory,
  type Meta,
  type StoryObj,
} from '@storybook/react-vite';
import axe from 'axe-core';
import preview from '../../.storybook/preview';
import { countSuspendedLazyRenders } from '../../ui/lazyScreen';

interface StoryModule {
  default: Meta;
  [exportName: string]: unknown;
}

const annotations = setProjectAnnotations(preview);
beforeAll(annotations.beforeAll);

const modules = import.meta.glob<StoryModule>('../../stories/*.stories.tsx', { eager: true });

/** The language codes of the toolbar (.storybook/preview.tsx), e.g. pt_PT. */
const languages = (preview.globalTypes?.language?.toolbar?.items ?? []).map((item) =>
  typeof item === 'string' ? item : String(item.value),
);

const axeOptions: axe.RunOptions = {
  rules: {
    // jsdom does no layout and paints nothing: axe cannot compute text or background colours
    // (it would need getComputedStyle on rendered pixels, elementsFromPoint, canvas), so these
    // rules cannot pass or fail here. The browser Storybook is where colours are checked.
    'color-contrast': { enabled: false },
    'link-in-text-block': { enabled: false },
  },
  resultTypes: ['violations'],
};

function describeViolations(violations: axe.Result[]): string {
  return violations
    .map((violation) => {
      const targets = violation.nodes.map((node) => node.target.join(' ')).join(', ');
      return `- ${violation.id} (${violation.impact ?? 'n/a'}): ${violation.help} [${targets}] ${violation.helpUrl}`;
    })
    .join('\n');
}

afterEach(() => {
  document.body.replaceChildren();
});

it('finds the story files and the toolbar languages', () => {
  expect(Object.keys(modules).length).toBeGreaterThan(0);
  expect(languages).toEqual(['pt_PT', 'es_ES', 'en_EN']);
});

for (const [file, module] of Object.entries(modules)) {
  const title = module.default.title ?? file;
  const stories = Object.entries(
    composeStories(module) as Record<string, ReturnType<typeof composeStory>>,
  );

  describe(title, () => {
    for (const [exportName, story] of stories) {
      const name = (module[exportName] as StoryObj | undefined)?.name ?? exportName;

      it.each(languages)(`${name} [%s]`, async (language) => {
        const errors = vi.spyOn(console, 'error');
        const canvasElement = document.createElement('div');
        document.body.append(canvasElement);

        const suspendedBefore = countSuspendedLazyRenders();
        await story.run({ canvasElement, globals: { ...story.globals, language } });
        // A lazy piece drawn before its code loaded would finish on its own, after the story
        // counted as rendered: the story preloads it in its loaders instead.
        expect(
          countSuspendedLazyRenders() - suspendedBefore,
          'lazy pieces drawn before they loaded (preload them in the story)',
        ).toBe(0);

        // Something a person can read or use, not an empty frame.
        const text = canvasElement.textContent?.replace(/\s+/g, ' ').trim() ?? '';
        expect(text, 'the story rendered no text').not.toBe('');
        expect(text).not.toMatch(/\bundefined\b|\bNaN\b|\[object Object\]/);
        // The widget's frame: one main landmark (the preview's or WidgetScreen's), not empty.
        const landmarks = canvasElement.querySelectorAll('main');
        expect(landmarks.length, 'main landmarks').toBe(1);
        expect(landmarks[0]!.children.length, 'elements in main').toBeGreaterThan(0);
        // React warnings (keys, invalid DOM nesting, act) and Lingui's missing-catalog errors.
        expect(
          errors.mock.calls.map((call) => call.map(String).join(' ')),
          'the story logged errors',
        ).toEqual([]);

        const { violations } = await axe.run(canvasElement, axeOptions);
        expect(
          violations.map((violation) => violation.id),
          `axe found violations:\n${describeViolations(violations)}`,
        ).toEqual([]);
      });
    }
  });
}
