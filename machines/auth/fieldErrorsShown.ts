const shown = new WeakMap<object, number>();
let lastShown = 0;

/**
 * Which of a chart's field-error assignments is on screen: a new number each time the chart
 * assigns its field errors anew, even with the same rules broken again (a second refused submit),
 * and the same number while it keeps them. A view compared by content would not see a second
 * refusal with the same errors; this number does, so the focus goes back to the first field in
 * error after each refused submit.
 */
export function fieldErrorsShown(errors: object): number {
  let id = shown.get(errors);
  if (id === undefined) {
    lastShown += 1;
    id = lastShown;
    shown.set(errors, id);
  }
  return id;
}
