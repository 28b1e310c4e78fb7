/** One e-mail, in the three forms a mail needs. */
export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

const PORTAL = 'Portal de Obras';

function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );
}

interface Layout {
  greeting: string;
  paragraphs: string[];
  code?: string;
  action?: { label: string; url: string };
  footer: string;
}

/** The shared look of every mail: the portal's colours, one call to action, a plain-text twin. */
function render(subject: string, layout: Layout): MailContent {
  const textParts = [layout.greeting, '', ...layout.paragraphs];
  if (layout.code) textParts.push('', `Código: ${layout.code}`);
  if (layout.action) textParts.push('', `${layout.action.label}: ${layout.action.url}`);
  textParts.push('', layout.footer, '', `— ${PORTAL}`);

  const p = (t: string) =>
    `<p style="margin:0 0 16px;font-size:15px;line-height:22px;color:#2b2b35">${escapeHtml(t)}</p>`;
  const html = `<!doctype html><html lang="pt-BR"><body style="margin:0;background:#f6f5fa;font-family:Roboto,Arial,sans-serif">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="max-width:560px;background:#fff;border-radius:8px;overflow:hidden">
<tr><td style="background:#6305c6;padding:20px 28px;color:#fff;font-size:20px;font-weight:700">${PORTAL}</td></tr>
<tr><td style="padding:28px">
${p(layout.greeting)}
${layout.paragraphs.map(p).join('\n')}
${layout.code ? `<p style="margin:8px 0 24px;font-size:30px;letter-spacing:6px;font-weight:700;color:#6305c6">${escapeHtml(layout.code)}</p>` : ''}
${layout.action ? `<p style="margin:8px 0 24px"><a href="${escapeHtml(layout.action.url)}" style="background:#ff6101;color:#fff;text-decoration:none;padding:12px 22px;border-radius:6px;font-weight:700;display:inline-block">${escapeHtml(layout.action.label)}</a></p>` : ''}
<p style="margin:0;font-size:13px;line-height:19px;color:#6b6b78">${escapeHtml(layout.footer)}</p>
</td></tr></table></td></tr></table></body></html>`;
  return { subject, text: textParts.join('\n'), html };
}

export function invitationMail(input: {
  name: string;
  email: string;
  code: string;
  link: string;
  company: string;
}): MailContent {
  return render(`Seu acesso ao ${PORTAL}`, {
    greeting: `Olá, ${input.name}.`,
    paragraphs: [
      `${input.company} criou seu acesso ao ${PORTAL} com o e-mail ${input.email}.`,
      'Para entrar pela primeira vez, abra o link abaixo e crie sua senha. O código vale por 7 dias.',
    ],
    code: input.code,
    action: { label: 'Criar minha senha', url: input.link },
    footer: 'Se você não esperava este convite, ignore esta mensagem.',
  });
}

export function recoveryCodeMail(input: { name: string; code: string; link: string }): MailContent {
  return render(`Código para redefinir sua senha — ${PORTAL}`, {
    greeting: `Olá, ${input.name}.`,
    paragraphs: [
      'Recebemos um pedido para redefinir a senha da sua conta. Use o código abaixo; ele vale por 1 hora e só pode ser usado uma vez.',
    ],
    code: input.code,
    action: { label: 'Redefinir senha', url: input.link },
    footer: 'Se não foi você que pediu, ignore este e-mail: sua senha continua a mesma.',
  });
}

export function verifyEmailMail(input: { name: string; code: string; link: string }): MailContent {
  return render(`Confirme seu e-mail — ${PORTAL}`, {
    greeting: `Olá, ${input.name}.`,
    paragraphs: [
      'Confirme que este endereço é seu digitando o código abaixo no seu perfil. Ele vale por 1 hora.',
    ],
    code: input.code,
    action: { label: 'Abrir meu perfil', url: input.link },
    footer: 'Se você não alterou seu e-mail no portal, avise o administrador.',
  });
}

/** New delays of an obra (sent once per new delay to the site manager and planning). */
export function delayWarningMail(input: {
  name: string;
  obra: string;
  atrasos: string[];
  link: string;
}): MailContent {
  return render(`Atraso na obra ${input.obra}`, {
    greeting: `Olá, ${input.name}.`,
    paragraphs: [
      `O acompanhamento da obra ${input.obra} encontrou ${input.atrasos.length === 1 ? 'um novo atraso' : `${input.atrasos.length} novos atrasos`}:`,
      ...input.atrasos.map((a) => `• ${a}`),
    ],
    action: { label: 'Ver a curva S da obra', url: input.link },
    footer: 'Você recebe este aviso uma vez por atraso novo, como site manager da obra ou como planejamento.',
  });
}

/** One notification sent at once (the user chose "E-mail na hora" for its kind). */
export function notificationMail(input: {
  name: string;
  titulo: string;
  texto: string;
  link: string;
  /** The kind in words ("Aguardando sua ação"), so the footer says which choice sends it. */
  tipo: string;
  preferencias: string;
}): MailContent {
  return render(input.titulo, {
    greeting: `Olá, ${input.name}.`,
    paragraphs: [`${input.titulo}.`, ...(input.texto ? [input.texto] : [])],
    action: { label: 'Abrir no portal', url: input.link },
    footer: `Você recebe este e-mail na hora por ter escolhido assim para “${input.tipo}”. Mude em ${input.preferencias}.`,
  });
}

/** The day's notifications of one user in one mail (those who chose "Resumo diário por e-mail"). */
export function notificationDigestMail(input: {
  name: string;
  itens: { titulo: string; texto: string; quando: string }[];
  link: string;
  preferencias: string;
}): MailContent {
  const n = input.itens.length;
  return render(`Resumo do dia: ${n === 1 ? '1 notificação' : `${n} notificações`} — ${PORTAL}`, {
    greeting: `Olá, ${input.name}.`,
    paragraphs: [
      n === 1 ? 'Uma notificação ainda não lida:' : `${n} notificações ainda não lidas:`,
      ...input.itens.map(
        (i) => `• ${i.quando ? `${i.quando} — ` : ''}${i.titulo}${i.texto ? `. ${i.texto}` : ''}`,
      ),
    ],
    action: { label: 'Ver notificações', url: input.link },
    footer: `Você recebe este resumo uma vez por dia por ter escolhido assim. Mude em ${input.preferencias}.`,
  });
}

/** The satisfaction survey of a concluded after-sales ticket: one link, once, without signing in (issue 17). */
export function satisfactionSurveyMail(input: {
  name: string;
  chamado: string;
  titulo: string;
  obra: string;
  link: string;
  dias: number;
}): MailContent {
  return render(`Como foi o atendimento do ${input.chamado}?`, {
    greeting: input.name ? `Olá, ${input.name}.` : 'Olá.',
    paragraphs: [
      `Concluímos o ${input.chamado} — ${input.titulo} (${input.obra}).`,
      'De 1 a 10, quanto você ficou satisfeito com o atendimento? Leva menos de um minuto e não pede senha.',
    ],
    action: { label: 'Avaliar o atendimento', url: input.link },
    footer: `O link vale para uma resposta, por ${input.dias} dias.`,
  });
}
