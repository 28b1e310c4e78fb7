import { useMemo, useState } from 'react';
import { Alert, Button, MenuItem, TextField } from '@mui/material';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import { Controller } from 'react-hook-form';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import {
  SGI_GRAVIDADES,
  SGI_GRAVIDADE_LABEL,
  ZTriagemInput,
  type TOcorrenciaSgi,
  type TTriagemInput,
} from '@portal/domain';
import { DateField } from '../../../../components/DateField';
import { FormDialog } from '../../../../components/FormDialog';
import { SectionCard } from '../../../../components/SectionCard';
import { useTriar } from '../../sgi.queries';
import { PessoaSgiSelect } from '../form/PessoaSgiSelect';

const FIELDS = ['responsavelId', 'gravidade', 'prazo', 'motivo'] as const;

/**
 * The SGI team accepts the occurrence: names who answers for it (told at once), its severity (required for a
 * deviation, 3.4.6), a deadline and a comment for the timeline; the occurrence is then in progress.
 */
function TriagemDialog({ ocorrencia: o, onClose }: { ocorrencia: TOcorrenciaSgi; onClose: () => void }) {
  const { t } = useTranslation('sgi');
  const { enqueueSnackbar } = useSnackbar();
  const triar = useTriar(o);
  const desvio = o.tipo === 'desvio';
  const schema = useMemo(
    () =>
      ZTriagemInput.refine((v) => !desvio || v.gravidade !== null, {
        path: ['gravidade'],
        message: t('triagem.gravidadeObrigatoria'),
      }),
    [desvio, t],
  );
  return (
    <FormDialog<TTriagemInput, z.output<typeof ZTriagemInput>>
      open
      title={t('triagem.titulo', { numero: o.numero })}
      description={t('triagem.descricao')}
      schema={schema}
      defaultValues={{ responsavelId: '', gravidade: null, prazo: null, motivo: '', versao: o.versao }}
      fields={FIELDS}
      submitLabel={t('triagem.aceitar')}
      onClose={onClose}
      onSubmit={async (dados) => {
        await triar.mutateAsync(dados);
        enqueueSnackbar(t('triagem.feita', { numero: o.numero }), { variant: 'success' });
        onClose();
      }}
    >
      {({ control, register, formState: { errors } }) => (
        <>
          <Controller
            name="responsavelId"
            control={control}
            render={({ field, fieldState }) => (
              <PessoaSgiSelect
                label={t('campos.responsavel')}
                required
                id={field.value || null}
                inicial={o.responsavel}
                onChange={(id) => field.onChange(id ?? '')}
                error={!!fieldState.error}
                helperText={fieldState.error?.message ?? t('triagem.responsavelAjuda')}
              />
            )}
          />
          <Controller
            name="gravidade"
            control={control}
            render={({ field, fieldState }) => (
              <TextField
                select
                required={desvio}
                label={t('campos.gravidade')}
                name={field.name}
                value={field.value ?? ''}
                onChange={(e) => field.onChange(e.target.value || null)}
                onBlur={field.onBlur}
                inputRef={field.ref}
                error={!!fieldState.error}
                helperText={
                  fieldState.error?.message ??
                  (desvio ? t('triagem.gravidadeDesvio') : t('triagem.gravidadeAjuda'))
                }
              >
                {!desvio && <MenuItem value="">{t('triagem.semGravidade')}</MenuItem>}
                {SGI_GRAVIDADES.map((g) => (
                  <MenuItem key={g} value={g}>
                    {SGI_GRAVIDADE_LABEL[g]}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
          <Controller
            name="prazo"
            control={control}
            render={({ field, fieldState }) => (
              <DateField
                label={t('campos.prazo')}
                value={field.value}
                onChange={(v) => field.onChange(v ?? null)}
                error={!!fieldState.error}
                helperText={fieldState.error?.message ?? t('triagem.prazoAjuda')}
              />
            )}
          />
          <TextField
            label={t('triagem.comentario')}
            multiline
            minRows={2}
            {...register('motivo')}
            error={!!errors.motivo}
            helperText={errors.motivo?.message ?? t('triagem.comentarioAjuda')}
          />
        </>
      )}
    </FormDialog>
  );
}

/** For the SGI team while the occurrence waits in triage: what to decide, and the button that opens the triage. */
export function TriagemCard({ ocorrencia }: { ocorrencia: TOcorrenciaSgi }) {
  const { t } = useTranslation('sgi');
  const [aberto, setAberto] = useState(false);
  return (
    <SectionCard id="ocorrencia-triagem" title={t('triagem.cartao')}>
      <Alert
        severity="info"
        action={
          <Button
            variant="contained"
            color="primary"
            startIcon={<FactCheckIcon />}
            onClick={() => setAberto(true)}
            sx={{ whiteSpace: 'nowrap' }}
          >
            {t('triagem.fazer')}
          </Button>
        }
        sx={{ flexWrap: 'wrap', '& .MuiAlert-action': { pl: { xs: 0, sm: 2 } } }}
      >
        {t('triagem.texto')}
      </Alert>
      {aberto && <TriagemDialog ocorrencia={ocorrencia} onClose={() => setAberto(false)} />}
    </SectionCard>
  );
}
