import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WORKER_SETTING_METRIC } from '../../../shared/service-worker-setting.ts';

/** A service worker container of the test's own: the page's registration, and what it is told. */
function fakeWorkers({ waiting, installed = false }: { waiting: boolean; installed?: boolean }) {
  const worker = Object.assign(new EventTarget(), { state: 'installed', postMessage: vi.fn() });
  const registration = Object.assign(new EventTarget(), {
    waiting: waiting ? worker : null,
    installing: null,
    update: vi.fn(() => Promise.resolve()),
  });
  const container = Object.assign(new EventTarget(), {
    controller: {},
    register: vi.fn(() => Promise.resolve(registration)),
    getRegistrations: vi.fn(() => Promise.resolve(installed ? [registration] : [])),
  });
  Object.defineProperty(navigator, 'serviceWorker', { value: container, configurable: true });
  return { worker, container };
}

/** The page's navigation entry, as a server with the worker `on` or `off` sends it. */
function workerSetting(setting: 'on' | 'off') {
  const navigation = { serverTiming: [{ name: WORKER_SETTING_METRIC, description: setting, duration: 0 }] };
  vi.spyOn(performance, 'getEntriesByType').mockImplementation((type) =>
    type === 'navigation' ? [navigation as unknown as PerformanceEntry] : [],
  );
}

/** The banner and the updates' module, fresh for each test (the module keeps what it was told). */
async function showBanner() {
  const updates = await import('../../lib/app-updates.ts');
  const { UpdateBanner } = await import('./update-banner.tsx');
  render(
    <MemoryRouter initialEntries={['/faq']}>
      <UpdateBanner />
    </MemoryRouter>,
  );
  return updates;
}

const banner = () => screen.queryByRole('region', { name: 'New version of the site' });

let idle: (() => void)[];
beforeEach(() => {
  vi.resetModules();
  idle = [];
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
  vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
});
afterEach(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker');
  vi.restoreAllMocks();
});

describe('the update banner', () => {
  it('registers the worker only once the page has loaded and the browser is idle', async () => {
    const { container } = fakeWorkers({ waiting: false });
    const { startAppUpdates } = await showBanner();
    startAppUpdates();
    expect(container.register).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('load'));
    expect(container.register).not.toHaveBeenCalled();
    expect(idle).toHaveLength(1);
    await act(async () => idle[0]?.());
    expect(container.register).toHaveBeenCalledWith('/sw.js');
    expect(banner()).toBeNull();
  });

  it('with the worker turned off, registers nothing in a browser that never installed it', async () => {
    const { container } = fakeWorkers({ waiting: false });
    workerSetting('off');
    const { startAppUpdates } = await showBanner();
    startAppUpdates();
    window.dispatchEvent(new Event('load'));
    await act(async () => idle[0]?.());
    expect(container.getRegistrations).toHaveBeenCalledTimes(1);
    expect(container.register).not.toHaveBeenCalled();
  });

  it('with the worker turned off, fetches it again where it was installed: the server sends the one that removes it', async () => {
    const { container } = fakeWorkers({ waiting: false, installed: true });
    workerSetting('off');
    const { startAppUpdates } = await showBanner();
    startAppUpdates();
    window.dispatchEvent(new Event('load'));
    await act(async () => idle[0]?.());
    expect(container.register).toHaveBeenCalledWith('/sw.js');
  });

  it('with the worker turned on, registers it without asking what is installed', async () => {
    const { container } = fakeWorkers({ waiting: false });
    workerSetting('on');
    const { startAppUpdates } = await showBanner();
    startAppUpdates();
    window.dispatchEvent(new Event('load'));
    await act(async () => idle[0]?.());
    expect(container.register).toHaveBeenCalledWith('/sw.js');
    expect(container.getRegistrations).not.toHaveBeenCalled();
  });

  it('offers a waiting version, and on Reload lets it take over and reloads once it controls the page', async () => {
    const { worker, container } = fakeWorkers({ waiting: true });
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload });
    const { startAppUpdates } = await showBanner();
    startAppUpdates();
    window.dispatchEvent(new Event('load'));
    await act(async () => idle[0]?.());
    const offer = await screen.findByRole('region', { name: 'New version of the site' });
    expect(offer.textContent).toContain('A new version of the site is ready.');
    expect(offer.closest('[role="status"]')).not.toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(worker.postMessage).toHaveBeenCalledWith({ type: 'SKIP_WAITING' });
    // Not before the new version controls the page: never a page on two versions' files.
    expect(reload).not.toHaveBeenCalled();
    container.dispatchEvent(new Event('controllerchange'));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('offers a reload when a script fails to load, and stays until closed', async () => {
    fakeWorkers({ waiting: false });
    const { startAppUpdates } = await showBanner();
    startAppUpdates();
    expect(banner()).toBeNull();
    act(() => {
      window.dispatchEvent(new Event('vite:preloadError'));
    });
    expect(banner()?.textContent).toContain('Part of this page could not be loaded');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(banner()).toBeNull();
    act(() => {
      window.dispatchEvent(new Event('vite:preloadError'));
    });
    expect(banner()).toBeNull();
  });
});
