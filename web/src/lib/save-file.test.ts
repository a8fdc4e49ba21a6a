import { describe, expect, it, vi } from 'vitest';
import { saveFile, type SaveFileEnv } from './save-file';

describe('saveFile', () => {
  it('clicks a hidden download link to an object URL, removes it, and revokes the URL later', () => {
    const link = {
      href: '',
      download: '',
      rel: '',
      style: { display: '' },
      click: vi.fn(),
      remove: vi.fn(),
    };
    const append = vi.fn();
    const timers: [() => void, number][] = [];
    const env = {
      document: { createElement: vi.fn(() => link), body: { append } },
      createObjectURL: vi.fn(() => 'blob:portal/1'),
      revokeObjectURL: vi.fn(),
      setTimeout: (run: () => void, ms: number) => timers.push([run, ms]),
    } as unknown as SaveFileEnv;
    const blob = new Blob(['%PDF-']);

    saveFile({ blob, fileName: 'Prospekt für Anleger.pdf' }, env);

    expect(env.createObjectURL).toHaveBeenCalledWith(blob);
    expect(link).toMatchObject({
      href: 'blob:portal/1',
      download: 'Prospekt für Anleger.pdf',
      style: { display: 'none' },
    });
    expect(append).toHaveBeenCalledWith(link);
    expect(link.click).toHaveBeenCalledTimes(1);
    expect(link.remove).toHaveBeenCalledTimes(1);
    expect(env.revokeObjectURL).not.toHaveBeenCalled();
    expect(timers).toHaveLength(1);
    timers[0]?.[0]();
    expect(env.revokeObjectURL).toHaveBeenCalledWith('blob:portal/1');
  });
});
