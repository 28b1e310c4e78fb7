import { useEffect, useMemo, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TChecklist, TChecklistRespostaInput } from '@portal/domain';
import { alterarEnvio, listarEnvios, type FotoGuardada } from '../../../lib/offline/envios-db';
import { useEnviosStore } from '../../../lib/offline/envios.store';
import { avisarEnviosMudaram, guardarNoAparelho, semConexao } from '../../../lib/offline/guardar-envio';
import { reduzirFoto } from '../../../lib/offline/resize-photo';
import type { UploadHandle, UploadProgress } from '../../../lib/upload-file';
import { useSessionStore } from '../../../session/session.store';
import { checklistFotoUrl, uploadChecklistFoto } from '../checklist.queries';
import {
  comResposta,
  comRespostasDoAparelho,
  envioDoChecklist,
  FOTO_NO_APARELHO,
  fotoNoAparelho,
  respostaGuardada,
  respostasPendentes,
  TIPO_CHECKLIST,
  type ChecklistOffline,
} from './checklist-aparelho';

/**
 * A checklist's answers given with no signal: read from the device's queue when the page opens (so they survive a
 * reload offline) and laid over the server's, saved to one queue item per checklist, and the photos of those answers
 * resized and kept on the device. Online, an answer goes to the queue too while earlier ones of this checklist still
 * wait there, so the server gets them in the order they were given.
 */
export function useChecklistNoAparelho(checklist: TChecklist, obra: string) {
  const { t } = useTranslation('checklist');
  const id = checklist.id;
  const user = useSessionStore((s) => s.user);
  const usuarioId = user?.id_user ?? '';
  const online = useEnviosStore((s) => s.online);
  const queryClient = useQueryClient();
  // Under the queue's own key: the top bar refreshes it whenever the queue changes (sent, refused, discarded).
  const queryKey = ['envios', 'checklist', id, usuarioId];
  const envios = useQuery({
    queryKey,
    queryFn: async () => envioDoChecklist(await listarEnvios(usuarioId), id),
    enabled: !!usuarioId,
    networkMode: 'always',
  });
  /**
   * Photos taken with no signal whose answer is not saved yet (a non-conformity still waiting for its note). A ref:
   * the answer is saved by a callback made before the photo existed, which must still find it.
   */
  const novasRef = useRef(new Map<string, FotoGuardada>());
  const [novas, setNovas] = useState<Map<string, FotoGuardada>>(new Map());

  const pendentes = useMemo(() => respostasPendentes(envios.data ?? []), [envios.data]);
  const fotos = useMemo(() => {
    const todas = new Map(novas);
    for (const envio of envios.data ?? []) for (const foto of envio.fotos) todas.set(foto.id, foto);
    return todas;
  }, [novas, envios.data]);

  const urls = useRef(new Map<string, string>());
  useEffect(() => {
    const criadas = urls.current;
    return () => criadas.forEach((url) => URL.revokeObjectURL(url));
  }, []);
  const fotoSrc = (fotoId: string | null): string | null => {
    const local = fotoNoAparelho(fotoId);
    if (!local) return fotoId ? checklistFotoUrl(fotoId) : null;
    const foto = fotos.get(local);
    if (!foto) return null;
    let url = urls.current.get(local);
    if (!url) {
      url = URL.createObjectURL(foto.blob);
      urls.current.set(local, url);
    }
    return url;
  };

  const guardarFoto = async (file: File): Promise<{ id: string }> => {
    const { blob, nome } = await reduzirFoto(file);
    const foto: FotoGuardada = { id: crypto.randomUUID(), nome, blob, legenda: '' };
    novasRef.current.set(foto.id, foto);
    setNovas((m) => new Map(m).set(foto.id, foto));
    return { id: FOTO_NO_APARELHO + foto.id };
  };

  /** Online the photo goes at once; with no signal (or when the send fails for lack of it) it waits on the device. */
  const enviarFoto = (file: File, onProgress: (p: UploadProgress) => void): UploadHandle<{ id: string }> => {
    if (!online) return { done: guardarFoto(file), abort: () => undefined };
    const handle = uploadChecklistFoto(id, file, onProgress);
    return {
      done: handle.done.catch((error: unknown) =>
        semConexao(error) ? guardarFoto(file) : Promise.reject(error),
      ),
      abort: handle.abort,
    };
  };

  const guardar = async (itemId: string, input: TChecklistRespostaInput): Promise<void> => {
    const resposta = respostaGuardada(itemId, input, crypto.randomUUID(), new Date().toISOString());
    const atuais = envioDoChecklist(await listarEnvios(usuarioId), id);
    const local = resposta.fotoLocal;
    const foto = local
      ? (novasRef.current.get(local) ?? atuais.flatMap((e) => e.fotos).find((f) => f.id === local))
      : undefined;
    // Only an item still waiting takes more answers: one being sent, or stopped by a refusal, is left as it is.
    const alvo = [...atuais].reverse().find((e) => e.estado === 'aguardando');
    let juntou = false;
    if (alvo)
      await alterarEnvio(alvo.id, (e) => {
        if (e.estado !== 'aguardando') return e;
        juntou = true;
        return comResposta(e, resposta, foto);
      });
    if (juntou) avisarEnviosMudaram();
    else {
      const dados: ChecklistOffline = {
        checklistId: id,
        obra,
        tipo: checklist.os.tipo,
        respostas: [resposta],
        fotosNoServidor: {},
        respostasEnviadas: [],
      };
      await guardarNoAparelho({
        usuarioId,
        tipo: TIPO_CHECKLIST,
        rotulo: t('offline.rotulo', { modelo: checklist.modelo.nome, numero: checklist.os.numero }),
        dados,
        fotos: foto ? [foto] : [],
      });
    }
    await queryClient.invalidateQueries({ queryKey });
  };

  const esperando = [...pendentes.values()].some((p) => p.estado === 'aguardando' || p.estado === 'enviando');

  /** Saves an answer: to the server, or to the device with no signal (or behind answers still waiting there). */
  const salvar = async (
    itemId: string,
    input: TChecklistRespostaInput,
    noServidor: () => Promise<unknown>,
  ): Promise<void> => {
    if (!online || esperando || fotoNoAparelho(input.fotoId)) return guardar(itemId, input);
    try {
      await noServidor();
    } catch (error) {
      if (semConexao(error)) return guardar(itemId, input);
      throw error;
    }
  };

  return {
    carregando: envios.isPending,
    online,
    pendentes,
    /** Answers on the device not sent yet (the last step cannot conclude before they reach the server). */
    esperando,
    vista: comRespostasDoAparelho(checklist, pendentes, { id: usuarioId, nome: user?.name ?? '' }),
    salvar,
    fotos: { src: fotoSrc, enviar: enviarFoto },
  };
}
