function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );
}

const STYLE = `body{margin:0;font-family:Roboto,Arial,sans-serif;background:#eef0f3;display:flex;min-height:100vh;align-items:center;justify-content:center}
main{background:#fff;padding:32px;border-radius:8px;width:100%;max-width:360px;box-shadow:0 2px 12px #0002}
h1{font-size:20px;margin:0 0 4px}p{color:#555;font-size:14px;margin:0 0 20px}
label{display:block;font-size:14px;margin:12px 0 4px}input{width:100%;box-sizing:border-box;padding:10px;font-size:15px;border:1px solid #bbb;border-radius:4px}
button{margin-top:20px;width:100%;padding:11px;font-size:15px;background:#1f3a5f;color:#fff;border:0;border-radius:4px;cursor:pointer}
.erro{color:#b00020;font-size:14px;margin-top:12px}`;

function page(title: string, body: string): string {
  return `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`;
}

/** The plain sign-in page of the development identity provider. */
export function loginPage(action: string, options: { email?: string; error?: string } = {}): string {
  return page(
    'SSO corporativo (desenvolvimento)',
    `<h1>SSO corporativo</h1><p>Provedor de identidade de desenvolvimento. Use uma conta de funcionário de demonstração.</p>
<form method="post" action="${escapeHtml(action)}">
<label for="email">E-mail corporativo</label><input id="email" name="email" type="email" autocomplete="username" required value="${escapeHtml(options.email ?? '')}">
<label for="senha">Senha</label><input id="senha" name="senha" type="password" autocomplete="current-password" required>
${options.error ? `<div class="erro" role="alert">${escapeHtml(options.error)}</div>` : ''}
<button type="submit">Entrar</button></form>`,
  );
}

/** oidc-provider's end-session confirmation, submitted at once: signing out of the portal signs out here too. */
export function logoutPage(form: string): string {
  const confirmed = form.replace(
    '</form>',
    '<input type="hidden" name="logout" value="yes"><button type="submit">Sair</button></form>',
  );
  return page(
    'Saindo...',
    `<h1>Saindo...</h1><p>Encerrando a sessão do SSO.</p>${confirmed}<script>document.forms[0].submit()</script>`,
  );
}

export function messagePage(title: string, message: string): string {
  return page(title, `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p>`);
}
