import { describe, expect, it } from 'vitest';
import type { TChecklist } from '@portal/domain';
import type { EnvioGuardado, FotoGuardada } from '../../../lib/offline/envios-db';
import {
  comResposta,
  comRespostasDoAparelho,
  FOTO_NO_APARELHO,
  respostaGuardada,
  respostasPendentes,
  type ChecklistOffline,
} from './checklist-aparelho';

const checklist = {
  id: 'c1',
  secoes: [
    {
      id: 's1',
      titulo: 'Documentação',
      itens: [
        { id: 'a', tipo: 'conformidade', texto: 'Projeto', obrigatorio: true },
        { id: 'b', tipo: 'foto', texto: 'Foto', obrigatorio: true },
        { id: 'c', tipo: 'texto', texto: 'Obs', obrigatorio: false },
      ],
    },
  ],
  respostas: [
    {
      itemId: 'c',
      resultado: 'respondido',
      valor: 'do servidor',
      nota: '',
      fotoId: null,
      porId: 'u0',
      porNome: 'Outra',
      em: '2026-11-27T10:00:00Z',
    },
  ],
  pendentes: ['a', 'b'],
  contagem: { itens: 3, respondidos: 1, obrigatoriosPendentes: 2, conformes: 0, naoConformes: 0, na: 0 },
} as unknown as TChecklist;

const foto: FotoGuardada = { id: 'f1', nome: 'f.jpg', blob: new Blob(['x']), legenda: '' };

function envio(dados: Partial<ChecklistOffline> = {}): EnvioGuardado {
  return {
    id: 'e1',
    usuarioId: 'u1',
    tipo: 'checklist',
    rotulo: 'Checklist',
    criadoEm: '2026-11-28T10:00:00Z',
    dados: {
      checklistId: 'c1',
      obra: 'o1',
      tipo: 'field',
      respostas: [],
      fotosNoServidor: {},
      respostasEnviadas: [],
      ...dados,
    },
    fotos: [],
    estado: 'aguardando',
    fotosEnviadas: [],
  };
}

describe('answers kept on the device for a checklist', () => {
  it('keeps one answer per question, the newest last, and only the photos still used', () => {
    const comFoto = respostaGuardada('b', { valor: null, fotoId: FOTO_NO_APARELHO + 'f1' }, 'r1', 't1');
    expect(comFoto).toMatchObject({ fotoId: null, fotoLocal: 'f1' });
    let e = comResposta(envio(), comFoto, foto);
    e = comResposta(e, respostaGuardada('a', { valor: 'conforme' }, 'r2', 't2'), undefined);
    expect(e.fotos.map((f) => f.id)).toEqual(['f1']);
    // The photo question answered again with a photo of the server: the device's photo is no longer used.
    e = comResposta(e, respostaGuardada('b', { valor: null, fotoId: 'srv' }, 'r3', 't3'), undefined);
    expect((e.dados as ChecklistOffline).respostas.map((r) => r.id)).toEqual(['r2', 'r3']);
    expect(e.fotos).toEqual([]);
  });

  it('lays the waiting answers over the server’s and counts again, leaving out those already sent', () => {
    const e = envio({
      respostas: [
        respostaGuardada(
          'a',
          { valor: 'nao_conforme', nota: 'Falta', fotoId: FOTO_NO_APARELHO + 'f1' },
          'r1',
          't1',
        ),
        respostaGuardada('c', { valor: null }, 'r2', 't2'),
        respostaGuardada('b', { valor: null, fotoId: 'srv' }, 'r3', 't3'),
      ],
      respostasEnviadas: ['r3'],
    });
    const pendentes = respostasPendentes([e]);
    expect([...pendentes.keys()]).toEqual(['a', 'c']);
    const vista = comRespostasDoAparelho(checklist, pendentes, { id: 'u1', nome: 'Eu' });
    expect(vista.respostas).toEqual([
      expect.objectContaining({
        itemId: 'a',
        resultado: 'nao_conforme',
        fotoId: 'aparelho:f1',
        porNome: 'Eu',
      }),
    ]);
    expect(vista.pendentes).toEqual(['b']);
    expect(vista.contagem).toMatchObject({ respondidos: 1, naoConformes: 1, obrigatoriosPendentes: 1 });
  });
});
