import { sandbox } from './control';

/**
 * A small floating panel for testers (`?sandbox-panel`): latency, clock, faults and reset.
 * Plain DOM on purpose: it must not depend on the widget it is testing. Tester-only, so English.
 */
export function mountSandboxPanel(parent: HTMLElement, operationIds: string[]): () => void {
  const panel = document.createElement('aside');
  panel.setAttribute('aria-label', 'Sandbox controls');
  panel.style.cssText =
    'position:fixed;right:8px;bottom:8px;z-index:2147483647;width:300px;max-height:60vh;' +
    'overflow:auto;padding:8px;font:12px/1.4 system-ui,sans-serif;background:#fffbe6;' +
    'color:#222;border:1px solid #c9a400;border-radius:6px;box-shadow:0 2px 8px #0003';

  const line = (...children: (Node | string)[]) => {
    const row = document.createElement('div');
    row.style.margin = '4px 0';
    row.append(...children);
    return row;
  };
  const button = (label: string, onClick: () => void) => {
    const element = document.createElement('button');
    element.type = 'button';
    element.textContent = label;
    element.addEventListener('click', onClick);
    return element;
  };

  const title = document.createElement('strong');
  title.textContent = 'Sandbox';
  const clock = document.createElement('span');
  const latency = document.createElement('input');
  latency.type = 'number';
  latency.min = '0';
  latency.step = '100';
  latency.style.width = '6em';
  latency.addEventListener('change', () => sandbox.setLatency(Number(latency.value)));

  const operation = document.createElement('select');
  for (const id of operationIds) operation.add(new Option(id, id));
  const kind = document.createElement('select');
  for (const value of [
    '500',
    '404',
    '409',
    '422',
    'network',
    'hang',
    'lost',
    'malformed',
    'malformed-null',
    'malformed-emptyObject',
    'malformed-emptyBody',
  ])
    kind.add(new Option(value, value));
  const faults = document.createElement('ul');
  faults.style.cssText = 'margin:4px 0;padding-left:16px';

  panel.append(
    line(title, ' ', clock),
    line('Latency (ms) ', latency),
    line(
      operation,
      ' ',
      kind,
      ' ',
      button('Add fault', () => sandbox.applyControls(`fault:${operation.value}:${kind.value}`)),
    ),
    faults,
    line(
      button('+10 s', () => sandbox.clock.advance(10_000)),
      ' ',
      button('+5 min', () => sandbox.clock.advance(5 * 60_000)),
      ' ',
      button('Clear faults', () => sandbox.clearFaults()),
      ' ',
      button('Reset all', () => sandbox.reset()),
    ),
  );

  const render = () => {
    clock.textContent = sandbox.clock.now().toFormat('yyyy-LL-dd HH:mm:ss');
    if (document.activeElement !== latency) latency.value = String(sandbox.getLatency());
    faults.replaceChildren(
      ...sandbox.listFaults().map((armed) => {
        const item = document.createElement('li');
        const what = armed.fault.kind === 'status' ? String(armed.fault.status) : armed.fault.kind;
        const left = armed.remaining === null ? '' : ` ×${armed.remaining}`;
        item.append(
          `${armed.operationId}: ${what}${left} `,
          button('×', () => sandbox.clearFault(armed.operationId)),
        );
        return item;
      }),
    );
  };

  render();
  const unsubscribe = sandbox.onChange(render);
  const ticker = window.setInterval(render, 1000);
  parent.append(panel);
  return () => {
    unsubscribe();
    window.clearInterval(ticker);
    panel.remove();
  };
}
