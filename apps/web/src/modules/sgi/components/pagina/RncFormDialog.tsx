import {
  Autocomplete,
  Box,
  Chip,
  FormControlLabel,
  MenuItem,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import { Controller } from 'react-hook-form';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  RNC_TIPOS,
  RNC_TIPO_LABEL,
  SGI_6M,
  SGI_6M_LABEL,
  SGI_NORMAS,
  ZRncInput,
  type TOcorrenciaSgi,
} from '@portal/domain';
import { DateField } from '../../../../components/DateField';
import { FormDialog } from '../../../../components/FormDialog';
import { useSalvarRnc, type TPessoaSgi } from '../../sgi.queries';
import { PessoaSgiSelect } from '../form/PessoaSgiSelect';

/** The five whys are five numbered fields; those left empty are not sent. */
const ZRncForm = ZRncInput.extend({
  porques: z
    .array(z.string().trim().max(500, 'No máximo 500 caracteres'))
    .max(5)
    .transform((porques) => porques.filter(Boolean)),
});
type RncFormIn = z.input<typeof ZRncForm>;
type RncFormOut = z.output<typeof ZRncForm>;

const FIELDS = [
  'tipo',
  'norma',
  'clausula',
  'descricao',
  'abrangencia',
  'correcaoImediata',
  'correcaoResponsavelId',
  'correcaoPrazo',
  'causaRaiz6M',
  'causaRaiz',
  'eficaciaResponsavelId',
  'eficaciaPrazo',
] as const;

const vazio = { metodo: [], material: [], medida: [], maquina: [], mao_de_obra: [], meio_ambiente: [] };

function Secao({ titulo }: { titulo: string }) {
  return (
    <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, pt: 1 }}>
      {titulo}
    </Typography>
  );
}

/**
 * Issues or changes the occurrence's RNC: the norm and clause, whether it recurs, what and how far, the immediate
 * correction with its owner and deadline, the root cause (5 porquês, Ishikawa's six Ms, the M and the cause found) and
 * who checks the effectiveness by when.
 */
export function RncFormDialog({
  ocorrencia: o,
  onClose,
}: {
  ocorrencia: TOcorrenciaSgi;
  onClose: () => void;
}) {
  const { t } = useTranslation('sgi');
  const { enqueueSnackbar } = useSnackbar();
  const salvar = useSalvarRnc(o);
  const r = o.rnc;
  const porques = [...(r?.porques ?? []), '', '', '', '', ''].slice(0, 5);
  return (
    <FormDialog<RncFormIn, RncFormOut>
      open
      maxWidth="md"
      title={r ? t('rnc.editarTitulo', { numero: r.numero }) : t('rnc.emitirTitulo', { numero: o.numero })}
      description={t('rnc.formDescricao')}
      schema={ZRncForm}
      defaultValues={{
        tipo: r?.tipo ?? 'acao_corretiva',
        norma:
          r?.norma ??
          (o.categoria === 'seguranca'
            ? 'ISO 45001'
            : o.categoria === 'meio_ambiente'
              ? 'ISO 14001'
              : 'ISO 9001'),
        clausula: r?.clausula ?? '',
        recorrente: r?.recorrente ?? false,
        descricao: r?.descricao ?? o.descricao,
        abrangencia: r?.abrangencia ?? '',
        correcaoImediata: r?.correcaoImediata ?? '',
        correcaoResponsavelId: r?.correcaoResponsavel?.id ?? null,
        correcaoPrazo: r?.correcaoPrazo ?? null,
        porques,
        ishikawa: { ...vazio, ...(r?.ishikawa ?? {}) },
        causaRaiz6M: r?.causaRaiz6M ?? null,
        causaRaiz: r?.causaRaiz ?? '',
        eficaciaResponsavelId: r?.eficaciaResponsavel?.id ?? null,
        eficaciaPrazo: r?.eficaciaPrazo ?? null,
        versao: r?.versao,
      }}
      fields={FIELDS}
      submitLabel={r ? t('rnc.salvar') : t('rnc.emitir')}
      onClose={onClose}
      onSubmit={async (dados) => {
        await salvar.mutateAsync(dados);
        enqueueSnackbar(t('rnc.salva', { numero: o.numero }), { variant: 'success' });
        onClose();
      }}
    >
      {({ register, control, formState: { errors } }) => {
        const err = (name: (typeof FIELDS)[number]) => ({
          error: !!errors[name],
          helperText: errors[name]?.message,
        });
        const grid = (columns: object) => ({ display: 'grid', gap: 2, gridTemplateColumns: columns });
        const pessoa = (
          name: 'correcaoResponsavelId' | 'eficaciaResponsavelId',
          inicial: TPessoaSgi | null,
        ) => (
          <Controller
            name={name}
            control={control}
            render={({ field, fieldState }) => (
              <PessoaSgiSelect
                label={t(`rnc.campos.${name}`)}
                id={field.value ?? null}
                inicial={inicial}
                onChange={field.onChange}
                error={!!fieldState.error}
                helperText={fieldState.error?.message}
              />
            )}
          />
        );
        const data = (name: 'correcaoPrazo' | 'eficaciaPrazo') => (
          <Controller
            name={name}
            control={control}
            render={({ field, fieldState }) => (
              <DateField
                label={t(`rnc.campos.${name}`)}
                value={field.value}
                onChange={(v) => field.onChange(v ?? null)}
                error={!!fieldState.error}
                helperText={fieldState.error?.message}
              />
            )}
          />
        );
        return (
          <>
            <Box sx={grid({ xs: '1fr', sm: '1fr 1fr 1fr' })}>
              <Controller
                name="tipo"
                control={control}
                render={({ field }) => (
                  <TextField
                    select
                    required
                    label={t('rnc.campos.tipo')}
                    name={field.name}
                    value={field.value ?? ''}
                    onChange={field.onChange}
                    inputRef={field.ref}
                    {...err('tipo')}
                  >
                    {RNC_TIPOS.map((tipo) => (
                      <MenuItem key={tipo} value={tipo}>
                        {RNC_TIPO_LABEL[tipo]}
                      </MenuItem>
                    ))}
                  </TextField>
                )}
              />
              <Controller
                name="norma"
                control={control}
                render={({ field }) => (
                  <TextField
                    select
                    required
                    label={t('rnc.campos.norma')}
                    name={field.name}
                    value={field.value ?? ''}
                    onChange={field.onChange}
                    inputRef={field.ref}
                    {...err('norma')}
                  >
                    {SGI_NORMAS.map((n) => (
                      <MenuItem key={n} value={n}>
                        {n}
                      </MenuItem>
                    ))}
                  </TextField>
                )}
              />
              <TextField
                label={t('rnc.campos.clausula')}
                required
                {...register('clausula')}
                {...err('clausula')}
              />
            </Box>
            <Controller
              name="recorrente"
              control={control}
              render={({ field }) => (
                <FormControlLabel
                  control={
                    <Switch checked={!!field.value} onChange={(e) => field.onChange(e.target.checked)} />
                  }
                  label={t('rnc.campos.recorrente')}
                />
              )}
            />
            <TextField
              label={t('rnc.campos.descricao')}
              required
              multiline
              minRows={3}
              {...register('descricao')}
              {...err('descricao')}
            />
            <TextField
              label={t('rnc.campos.abrangencia')}
              multiline
              minRows={2}
              {...register('abrangencia')}
              error={!!errors.abrangencia}
              helperText={errors.abrangencia?.message ?? t('rnc.abrangenciaAjuda')}
            />

            <Secao titulo={t('rnc.correcao')} />
            <TextField
              label={t('rnc.campos.correcaoImediata')}
              multiline
              minRows={2}
              {...register('correcaoImediata')}
              {...err('correcaoImediata')}
            />
            <Box sx={grid({ xs: '1fr', sm: '2fr 1fr' })}>
              {pessoa('correcaoResponsavelId', r?.correcaoResponsavel ?? null)}
              {data('correcaoPrazo')}
            </Box>

            <Secao titulo={t('rnc.porques')} />
            {[0, 1, 2, 3, 4].map((i) => (
              <TextField
                key={i}
                label={t('rnc.porque', { n: i + 1 })}
                {...register(`porques.${i}`)}
                error={!!errors.porques?.[i]}
                helperText={errors.porques?.[i]?.message}
              />
            ))}

            <Secao titulo={t('rnc.ishikawa')} />
            <Typography variant="body2" color="text.secondary" sx={{ mt: -1 }}>
              {t('rnc.ishikawaAjuda')}
            </Typography>
            <Box sx={grid({ xs: '1fr', sm: '1fr 1fr' })}>
              {SGI_6M.map((m) => (
                <Controller
                  key={m}
                  name={`ishikawa.${m}`}
                  control={control}
                  render={({ field }) => (
                    <Autocomplete<string, true, false, true>
                      multiple
                      freeSolo
                      options={[]}
                      value={field.value ?? []}
                      onChange={(_, valores) =>
                        field.onChange(
                          valores
                            .map((v) => v.trim().slice(0, 300))
                            .filter((v, i, a) => v && a.indexOf(v) === i),
                        )
                      }
                      renderValue={(valores, getItemProps) =>
                        valores.map((v, index) => {
                          const { key, ...props } = getItemProps({ index });
                          return <Chip key={key} size="small" label={v} {...props} />;
                        })
                      }
                      renderInput={(params) => (
                        <TextField
                          {...params}
                          label={SGI_6M_LABEL[m]}
                          placeholder={t('rnc.causaPlaceholder')}
                        />
                      )}
                    />
                  )}
                />
              ))}
            </Box>

            <Secao titulo={t('rnc.causaRaiz')} />
            <Box sx={grid({ xs: '1fr', sm: '1fr 2fr' })}>
              <Controller
                name="causaRaiz6M"
                control={control}
                render={({ field }) => (
                  <TextField
                    select
                    label={t('rnc.campos.causaRaiz6M')}
                    name={field.name}
                    value={field.value ?? ''}
                    onChange={(e) => field.onChange(e.target.value || null)}
                    inputRef={field.ref}
                    {...err('causaRaiz6M')}
                  >
                    <MenuItem value="">{t('rnc.semM')}</MenuItem>
                    {SGI_6M.map((m) => (
                      <MenuItem key={m} value={m}>
                        {SGI_6M_LABEL[m]}
                      </MenuItem>
                    ))}
                  </TextField>
                )}
              />
              <TextField
                label={t('rnc.campos.causaRaiz')}
                multiline
                minRows={2}
                {...register('causaRaiz')}
                {...err('causaRaiz')}
              />
            </Box>

            <Secao titulo={t('rnc.eficacia')} />
            <Box sx={grid({ xs: '1fr', sm: '2fr 1fr' })}>
              {pessoa('eficaciaResponsavelId', r?.eficaciaResponsavel ?? null)}
              {data('eficaciaPrazo')}
            </Box>
          </>
        );
      }}
    </FormDialog>
  );
}
