import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, renderHook } from '@testing-library/react';
import { ApiError } from './api-error';
import { UploadAborted, type UploadHandle, type UploadProgress } from './upload-file';
import { useUploadQueue } from './use-upload-queue';

afterEach(cleanup);

/** An upload the test finishes by hand: progress, success, refusal. */
function controlled() {
  const sent: {
    job: string;
    progress: (p: UploadProgress) => void;
    ok: (r: string) => void;
    fail: (e: unknown) => void;
  }[] = [];
  const send = (job: string, progress: (p: UploadProgress) => void): UploadHandle<string> => {
    let ok!: (r: string) => void;
    let fail!: (e: unknown) => void;
    const done = new Promise<string>((resolve, reject) => {
      ok = resolve;
      fail = reject;
    });
    sent.push({ job, progress, ok, fail });
    return { done, abort: () => fail(new UploadAborted()) };
  };
  return { sent, send };
}

describe('useUploadQueue', () => {
  it('sends one file at a time, each with its progress, and shows a refusal in the API’s words', async () => {
    const { sent, send } = controlled();
    const landed: string[] = [];
    let empty = 0;
    const { result } = renderHook(() =>
      useUploadQueue<string, string>({
        send,
        onSent: (r) => {
          landed.push(r);
          return 'manter';
        },
        onEmpty: () => empty++,
        falhou: 'O envio falhou.',
      }),
    );
    act(() =>
      result.current.add([
        { nome: 'a.pdf', job: 'a' },
        { nome: 'b.pdf', job: 'b' },
        { nome: 'c.exe', recusado: 'Tipo não aceito.' },
      ]),
    );
    expect(sent.map((s) => s.job)).toEqual(['a']);
    expect(result.current.linhas.map((l) => [l.nome, l.estado])).toEqual([
      ['a.pdf', 'enviando'],
      ['b.pdf', 'fila'],
      ['c.exe', 'erro'],
    ]);
    act(() => sent[0]!.progress({ loaded: 1, total: 4 }));
    expect(result.current.linhas[0]!.percent).toBe(25);
    await act(async () => sent[0]!.ok('A'));
    expect(sent.map((s) => s.job)).toEqual(['a', 'b']);
    await act(async () =>
      sent[1]!.fail(
        new ApiError({
          status: 403,
          code: 'FORBIDDEN',
          detail: 'Você não pode enviar arquivos para esta pasta.',
        }),
      ),
    );
    expect(result.current.linhas.map((l) => [l.estado, l.percent, l.mensagem])).toEqual([
      ['enviado', 100, undefined],
      ['erro', 0, 'Você não pode enviar arquivos para esta pasta.'],
      ['erro', 0, 'Tipo não aceito.'],
    ]);
    expect(landed).toEqual(['A']);
    expect(empty).toBe(1);
    act(() => result.current.limpar());
    expect(result.current.linhas).toEqual([]);
  });

  it('drops a cancelled line, queued or being sent, and removes a line its module takes away', async () => {
    const { sent, send } = controlled();
    const { result } = renderHook(() =>
      useUploadQueue<string, string>({ send, onSent: () => 'remover', falhou: 'O envio falhou.' }),
    );
    act(() =>
      result.current.add([
        { nome: 'a', job: 'a' },
        { nome: 'b', job: 'b' },
        { nome: 'c', job: 'c' },
      ]),
    );
    expect(result.current.pendentes()).toBe(3);
    act(() => result.current.linhas[1]!.cancelar!());
    await act(async () => result.current.linhas[0]!.cancelar!());
    expect(sent.map((s) => s.job)).toEqual(['a', 'c']);
    await act(async () => sent[1]!.ok('C'));
    expect(result.current.linhas).toEqual([]);
  });
});
