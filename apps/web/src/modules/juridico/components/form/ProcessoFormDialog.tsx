import { Box, MenuItem, TextField, Typography } from '@mui/material';
import { useNavigate } from 'react-router';
import { Controller, type Control, type FieldPath } from 'react-hook-form';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import {
  PROCESSO_FASES,
  PROCESSO_FASE_LABEL,
  PROCESSO_POLOS,
  PROCESSO_POLO_LABEL,
  PROCESSO_TIPOS,
  PROCESSO_TIPO_LABEL,
  PROVISAO_RISCOS,
  PROVISAO_RISCO_LABEL,
  UFS,
  ZProcessoInput,
  type TProcesso,
  type TProcessoInput,
  type TProcessoTipo,
} from '@portal/domain';
import type { DefaultValues } from 'react-hook-form';
import type { z } from 'zod';
import { FormDialog } from '../../../../components/FormDialog';
import { MoneyField } from '../../../../components/MoneyField';
import { useCriarProcesso, useEditarProcesso, useEscritorios } from '../../juridico.queries';
import { CnjField } from './CnjField';
import { ObraSelect } from '../../../obras/components/ObraSelect';
import { PessoaSelect } from './PessoaSelect';

type ProcessoOut = z.output<typeof ZProcessoInput>;

const FIELDS = [
  'obraId',
  'tipo',
  'numeroCnj',
  'vara',
  'comarca',
  'uf',
  'parteContraria',
  'polo',
  'objeto',
  'valorCausa',
  'provisaoRisco',
  'provisaoValor',
  'fase',
  'escritorioId',
  'responsavelDpId',
  'responsavelSegId',
] as const;

/** A new case's fields (of the page's kind and obra), or an existing case's own. */
function defaultsOf(tipo: TProcessoTipo, obraId?: string, p?: TProcesso): DefaultValues<TProcessoInput> {
  if (!p)
    return {
      obraId: obraId ?? '',
      tipo,
      numeroCnj: '',
      vara: '',
      comarca: '',
      parteContraria: '',
      polo: 'passivo',
      objeto: '',
      fase: 'inicial',
      escritorioId: null,
      responsavelDpId: null,
      responsavelSegId: null,
    };
  return {
    obraId: p.obra.id,
    tipo: p.tipo,
    numeroCnj: p.numeroCnj,
    vara: p.vara,
    comarca: p.comarca,
    uf: p.uf as TProcessoInput['uf'],
    parteContraria: p.parteContraria,
    polo: p.polo,
    objeto: p.objeto,
    valorCausa: p.valorCausa,
    provisaoRisco: p.provisaoRisco,
    provisaoValor: p.provisaoValor,
    fase: p.fase,
    escritorioId: p.escritorio?.id ?? null,
    responsavelDpId: p.responsavelDp?.id ?? null,
    responsavelSegId: p.responsavelSeg?.id ?? null,
  };
}

/** A select of fixed options with their labels, bound to the form. */
function Escolha<N extends FieldPath<TProcessoInput>>({
  control,
  name,
  label,
  options,
}: {
  control: Control<TProcessoInput, unknown, ProcessoOut>;
  name: N;
  label: string;
  options: readonly { value: string; label: string }[];
}) {
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <TextField
          select
          required
          label={label}
          name={field.name}
          value={(field.value as string | undefined) ?? ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          error={!!fieldState.error}
          helperText={fieldState.error?.message}
        >
          {options.map((o) => (
            <MenuItem key={o.value} value={o.value}>
              {o.label}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
}

const opcoes = <T extends string>(values: readonly T[], labels: Record<T, string>) =>
  values.map((value) => ({ value, label: labels[value] }));

/**
 * Registers a case (of the list's kind, on the page's obra when there is one; its page opens) or edits one: court,
 * parties, claim value, provision by risk, phase, partner firm and the obra's DP and safety people. The CNJ number is
 * checked as typed; the API's refusals land on their fields.
 */
export function ProcessoFormDialog({
  tipo,
  obraId,
  processo,
  onClose,
}: {
  tipo: TProcessoTipo;
  obraId?: string;
  processo?: TProcesso;
  onClose: () => void;
}) {
  const { t } = useTranslation('juridico');
  const { enqueueSnackbar } = useSnackbar();
  const navigate = useNavigate();
  const criar = useCriarProcesso();
  const editar = useEditarProcesso(processo?.id ?? '');
  const escritorios = useEscritorios();
  return (
    <FormDialog<TProcessoInput, ProcessoOut>
      open
      maxWidth="md"
      title={processo ? t('form.editarTitulo', { numero: processo.numeroCnj }) : t('form.novoTitulo')}
      description={processo ? undefined : t('form.novoDescricao')}
      schema={ZProcessoInput}
      defaultValues={defaultsOf(tipo, obraId, processo)}
      fields={FIELDS}
      submitLabel={processo ? t('form.salvar') : t('form.criar')}
      onClose={onClose}
      onSubmit={async (dados) => {
        const salvo = processo
          ? await editar.mutateAsync({ ...dados, versao: processo.versao })
          : await criar.mutateAsync(dados);
        enqueueSnackbar(t(processo ? 'form.salvo' : 'form.criado', { numero: salvo.numeroCnj }), {
          variant: 'success',
        });
        onClose();
        if (!processo) void navigate(`/juridico/processo/${salvo.id}`);
      }}
    >
      {({ register, control, watch, formState: { errors } }) => {
        const err = (name: (typeof FIELDS)[number]) => ({
          error: !!errors[name],
          helperText: errors[name]?.message,
        });
        const dinheiro = (name: 'valorCausa' | 'provisaoValor', label: string) => (
          <Controller
            name={name}
            control={control}
            render={({ field }) => (
              <MoneyField label={label} value={field.value} onChange={field.onChange} {...err(name)} />
            )}
          />
        );
        const pessoa = (name: 'responsavelDpId' | 'responsavelSegId', label: string) => (
          <Controller
            name={name}
            control={control}
            render={({ field, fieldState }) => (
              <PessoaSelect
                label={label}
                id={field.value ?? null}
                inicial={name === 'responsavelDpId' ? processo?.responsavelDp : processo?.responsavelSeg}
                onChange={field.onChange}
                error={!!fieldState.error}
                helperText={fieldState.error?.message}
              />
            )}
          />
        );
        const trabalhista = watch('tipo') === 'trabalhista';
        const grid = (columns: object) => ({ display: 'grid', gap: 2, gridTemplateColumns: columns });
        return (
          <>
            <Box sx={grid({ xs: '1fr', sm: '2fr 1fr' })}>
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
              <Escolha
                control={control}
                name="tipo"
                label={t('campos.tipo')}
                options={opcoes(PROCESSO_TIPOS, PROCESSO_TIPO_LABEL)}
              />
            </Box>
            <Box sx={grid({ xs: '1fr', sm: '3fr 2fr' })}>
              <Controller
                name="numeroCnj"
                control={control}
                render={({ field, fieldState }) => (
                  <CnjField
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    error={fieldState.error?.message}
                  />
                )}
              />
              <Escolha
                control={control}
                name="polo"
                label={t('campos.polo')}
                options={opcoes(PROCESSO_POLOS, PROCESSO_POLO_LABEL)}
              />
            </Box>
            <Box sx={grid({ xs: '1fr', sm: '2fr 2fr 1fr' })}>
              <TextField label={t('campos.vara')} required {...register('vara')} {...err('vara')} />
              <TextField label={t('campos.comarca')} required {...register('comarca')} {...err('comarca')} />
              <Escolha
                control={control}
                name="uf"
                label={t('campos.uf')}
                options={UFS.map((uf) => ({ value: uf, label: uf }))}
              />
            </Box>
            <TextField
              label={t('campos.parteContraria')}
              required
              {...register('parteContraria')}
              {...err('parteContraria')}
            />
            <TextField
              label={t('campos.objeto')}
              required
              multiline
              minRows={2}
              {...register('objeto')}
              {...err('objeto')}
            />
            <Box sx={grid({ xs: '1fr', sm: 'repeat(3, 1fr)' })}>
              {dinheiro('valorCausa', t('campos.valorCausa'))}
              <Escolha
                control={control}
                name="provisaoRisco"
                label={t('campos.risco')}
                options={opcoes(PROVISAO_RISCOS, PROVISAO_RISCO_LABEL)}
              />
              {dinheiro('provisaoValor', t('campos.provisao'))}
            </Box>
            <Box sx={grid({ xs: '1fr', sm: '1fr 2fr' })}>
              <Escolha
                control={control}
                name="fase"
                label={t('campos.fase')}
                options={opcoes(PROCESSO_FASES, PROCESSO_FASE_LABEL)}
              />
              <Controller
                name="escritorioId"
                control={control}
                render={({ field, fieldState }) => (
                  <TextField
                    select
                    label={t('campos.escritorio')}
                    name={field.name}
                    // Until the firms arrive, the case's own firm is the one option.
                    value={escritorios.data || !processo?.escritorio ? (field.value ?? '') : ''}
                    onChange={(e) => field.onChange(e.target.value || null)}
                    onBlur={field.onBlur}
                    inputRef={field.ref}
                    error={!!fieldState.error}
                    helperText={fieldState.error?.message ?? t('form.escritorioAjuda')}
                    slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
                  >
                    <MenuItem value="">{t('form.semEscritorio')}</MenuItem>
                    {(escritorios.data?.items ?? []).map((e) => (
                      <MenuItem key={e.id} value={e.id}>
                        {e.nome}
                      </MenuItem>
                    ))}
                  </TextField>
                )}
              />
            </Box>
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
              {t('form.responsaveis')}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mt: -1.5 }}>
              {trabalhista ? t('form.responsaveisTrabalhista') : t('form.responsaveisCivel')}
            </Typography>
            <Box sx={grid({ xs: '1fr', sm: '1fr 1fr' })}>
              {pessoa('responsavelDpId', t('campos.responsavelDp'))}
              {pessoa('responsavelSegId', t('campos.responsavelSeg'))}
            </Box>
          </>
        );
      }}
    </FormDialog>
  );
}
