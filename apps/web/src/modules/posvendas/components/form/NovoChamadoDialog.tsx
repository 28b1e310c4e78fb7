import { useRef, useState } from 'react';
import { Box, MenuItem, TextField, Typography } from '@mui/material';
import { Controller } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import {
  CHAMADO_PRIORIDADES,
  CHAMADO_PRIORIDADE_LABEL,
  formatBytes,
  nomeDoChamado,
  ZChamadoInput,
  type TChamadoInput,
} from '@portal/domain';
import { FormDialog } from '../../../../components/FormDialog';
import { checkFotoFile } from '../../../../components/fotos/check-foto-file';
import type { FotoEnvio } from '../../../../components/fotos/use-foto-uploads';
import { ApiError } from '../../../../lib/api-error';
import { UploadAborted } from '../../../../lib/upload-file';
import { usePublicConfig } from '../../../../lib/use-public-config';
import { useSessionStore } from '../../../../session/session.store';
import { enviarFoto, useCriarChamado, useFotoEnviada } from '../../posvendas.queries';
import { FotosEscolhidas, type FotoEscolhida } from '../../../../components/fotos/FotosEscolhidas';
import { ObraSelect } from '../../../obras/components/ObraSelect';

type ChamadoOut = z.output<typeof ZChamadoInput>;

const FIELDS = [
  'obraId',
  'titulo',
  'descricao',
  'produto',
  'numeroSerie',
  'prioridade',
  'contatoNome',
  'contatoEmail',
] as const;

/** Photos a ticket keeps (the API refuses more). */
const MAX_FOTOS = 10;

let seq = 0;

/** The same empty list each time: a new `[]` from the store's selector would draw the dialog again forever. */
const NENHUMA: readonly string[] = [];

/**
 * Opens a ticket: the obra (a client picks among their own; one obra comes chosen), what happens, the product and its
 * serial number, and the photos; the team also sets the priority and the client's contact (who receives the
 * satisfaction survey). The photos are sent once the ticket exists, one by one with their progress; then its page
 * opens.
 */
export function NovoChamadoDialog({ equipe, onClose }: { equipe: boolean; onClose: () => void }) {
  const { t } = useTranslation('posvendas');
  const { enqueueSnackbar } = useSnackbar();
  const navigate = useNavigate();
  const config = usePublicConfig();
  const obrasDoCliente = useSessionStore((s) => (s.user?.type === 'cliente' ? s.user.obras : NENHUMA));
  const criar = useCriarChamado();
  const [fotos, setFotos] = useState<FotoEscolhida[]>([]);
  const [recusadas, setRecusadas] = useState<string[]>([]);
  const [envios, setEnvios] = useState<FotoEnvio[] | null>(null);
  const criado = useRef<{ id: string; numero: number } | null>(null);
  const fotoEnviada = useFotoEnviada();

  const escolher = (files: File[]) => {
    const maxBytes = config.data?.maxUploadBytes;
    const aceitas: FotoEscolhida[] = [];
    const motivos: string[] = [];
    for (const file of files) {
      const problema = fotos.length + aceitas.length >= MAX_FOTOS ? 'limite' : checkFotoFile(file, maxBytes);
      if (problema === 'limite') motivos.push(t('form.fotoLimite', { nome: file.name, max: MAX_FOTOS }));
      else if (problema === 'tipo') motivos.push(t('form.fotoTipo', { nome: file.name }));
      else if (problema === 'tamanho')
        motivos.push(t('form.fotoGrande', { nome: file.name, limite: formatBytes(maxBytes ?? 0) }));
      else aceitas.push({ key: `foto-${++seq}`, file });
    }
    setRecusadas(motivos);
    setFotos((atuais) => [...atuais, ...aceitas]);
  };

  const patch = (key: string, change: Partial<FotoEnvio>) =>
    setEnvios((lista) => lista && lista.map((e) => (e.key === key ? { ...e, ...change } : e)));

  /** The chosen photos, one at a time (a site's mobile link shares badly); how many could not be sent. */
  const enviarFotos = async (chamado: { id: string; numero: number }) => {
    setEnvios(fotos.map((f) => ({ key: f.key, nome: f.file.name, estado: 'fila', percent: 0 })));
    let falhas = 0;
    for (const foto of fotos) {
      const handle = enviarFoto(chamado.id, foto.file, ({ loaded, total }) =>
        patch(foto.key, { percent: Math.round((loaded / total) * 100) }),
      );
      patch(foto.key, { estado: 'enviando', cancelar: handle.abort });
      try {
        const enviada = await handle.done;
        patch(foto.key, { percent: 100, cancelar: undefined });
        fotoEnviada(chamado, enviada);
      } catch (e) {
        const cancelada = e instanceof UploadAborted;
        if (!cancelada) falhas += 1;
        patch(foto.key, {
          estado: 'erro',
          cancelar: undefined,
          mensagem: cancelada
            ? t('form.fotoCancelada')
            : e instanceof ApiError
              ? e.message
              : t('form.fotoFalhou'),
        });
      }
    }
    return falhas;
  };

  return (
    <FormDialog<TChamadoInput, ChamadoOut>
      open
      maxWidth="md"
      title={t('form.novoTitulo')}
      description={equipe ? t('form.novoDescricaoEquipe') : t('form.novoDescricaoCliente')}
      schema={ZChamadoInput}
      defaultValues={{
        obraId: obrasDoCliente.length === 1 ? obrasDoCliente[0] : '',
        titulo: '',
        descricao: '',
        produto: '',
        numeroSerie: '',
        prioridade: 'media',
        contatoNome: '',
        contatoEmail: '',
      }}
      fields={FIELDS}
      submitLabel={t('form.abrir')}
      onClose={onClose}
      onSubmit={async (dados) => {
        // A second click after a photo failed must not open the ticket again.
        const chamado = criado.current ?? (await criar.mutateAsync(dados));
        criado.current = { id: chamado.id, numero: chamado.numero };
        const falhas = fotos.length > 0 ? await enviarFotos(criado.current) : 0;
        const nome = nomeDoChamado(chamado.numero);
        if (falhas > 0)
          enqueueSnackbar(t('form.abertoFotosFalharam', { nome, count: falhas }), { variant: 'warning' });
        else enqueueSnackbar(t('form.aberto', { nome }), { variant: 'success' });
        onClose();
        void navigate(`/posvendas/${chamado.numero}`);
      }}
    >
      {({ register, control, formState: { errors, isSubmitting } }) => {
        const err = (name: (typeof FIELDS)[number]) => ({
          error: !!errors[name],
          helperText: errors[name]?.message,
        });
        const grid = (columns: object) => ({ display: 'grid', gap: 2, gridTemplateColumns: columns });
        return (
          <>
            <Controller
              name="obraId"
              control={control}
              render={({ field, fieldState }) => (
                <ObraSelect
                  label={t('campos.obra')}
                  required
                  value={field.value}
                  onChange={(id) => field.onChange(id ?? '')}
                  error={!!fieldState.error}
                  helperText={fieldState.error?.message}
                />
              )}
            />
            <TextField label={t('campos.titulo')} required {...register('titulo')} {...err('titulo')} />
            <TextField
              label={t('campos.descricao')}
              required
              multiline
              minRows={3}
              {...register('descricao')}
              error={!!errors.descricao}
              helperText={errors.descricao?.message ?? t('form.descricaoAjuda')}
            />
            <Box sx={grid({ xs: '1fr', sm: '2fr 1fr' })}>
              <TextField label={t('campos.produto')} required {...register('produto')} {...err('produto')} />
              <TextField
                label={t('campos.numeroSerie')}
                {...register('numeroSerie')}
                {...err('numeroSerie')}
              />
            </Box>
            {equipe && (
              <>
                <Controller
                  name="prioridade"
                  control={control}
                  render={({ field }) => (
                    <TextField
                      select
                      label={t('campos.prioridade')}
                      name={field.name}
                      value={field.value ?? 'media'}
                      onChange={field.onChange}
                      onBlur={field.onBlur}
                      inputRef={field.ref}
                      {...err('prioridade')}
                    >
                      {CHAMADO_PRIORIDADES.map((p) => (
                        <MenuItem key={p} value={p}>
                          {CHAMADO_PRIORIDADE_LABEL[p]}
                        </MenuItem>
                      ))}
                    </TextField>
                  )}
                />
                <Box>
                  <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
                    {t('form.contato')}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {t('form.contatoAjuda')}
                  </Typography>
                </Box>
                <Box sx={grid({ xs: '1fr', sm: '1fr 1fr' })}>
                  <TextField
                    label={t('campos.contatoNome')}
                    {...register('contatoNome')}
                    {...err('contatoNome')}
                  />
                  <TextField
                    label={t('campos.contatoEmail')}
                    type="email"
                    {...register('contatoEmail')}
                    {...err('contatoEmail')}
                  />
                </Box>
              </>
            )}
            <FotosEscolhidas
              id="novo-chamado-fotos"
              textos={{
                titulo: t('form.fotos'),
                ajuda: t('form.fotosAjuda'),
                tirar: t('fotos.tirar'),
                escolher: t('fotos.escolher'),
                lista: t('form.fotos'),
                tirarDaLista: (nome) => t('form.tirarFoto', { nome }),
              }}
              fotos={fotos}
              recusadas={recusadas}
              envios={envios}
              disabled={isSubmitting}
              onEscolher={escolher}
              onRemover={(key) => setFotos((atuais) => atuais.filter((f) => f.key !== key))}
            />
          </>
        );
      }}
    </FormDialog>
  );
}
