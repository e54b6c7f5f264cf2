// The mock's stand-in for the payment provider's hosted checkout (docs/product.md#my-subscription): the
// page POST /api/assinaturas/checkout answers with. A real provider offers Pix, Pix Automático, boleto and
// card on its own page; this one only asks "Pagar" or "Desistir" and sends the browser back to the app's
// return addresses, so the app never sees payment data. Invoices and NFS-e are small pages to download.
import { formatPtBrMoney } from '@cnpj/domain';
import express, { type Router } from 'express';
import { checkoutSession, closeCheckout } from '../subscriptions.ts';

const escape = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  );

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><link rel="icon" href="data:,">
<title>${escape(title)}</title>
<style>
body{font-family:system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem;color:#1f2937}
.card{border:1px solid #d1d5db;border-radius:.75rem;padding:1.5rem}
.note{color:#4b5563;font-size:.875rem}
form{display:inline}
button{font:inherit;padding:.6rem 1.2rem;border-radius:.5rem;border:1px solid #1d4ed8;cursor:pointer;margin:.25rem .5rem 0 0}
.pay{background:#1d4ed8;color:#fff}.quit{background:#fff;color:#1d4ed8}
</style></head><body><main class="card">${body}</main></body></html>`;
}

/** GET /pagamento/:id, its "Pagar" and "Desistir", and the invoices' downloads. */
export function checkoutPage(): Router {
  const router = express.Router();
  router.get('/faturas/:id', (req, res) => {
    res
      .type('html')
      .send(page(`Fatura ${req.params.id}`, `<h1>Fatura ${escape(req.params.id)}</h1>`));
  });
  router.get('/nfse/:id', (req, res) => {
    res
      .type('html')
      .send(page(`NFS-e ${req.params.id}`, `<h1>NFS-e da fatura ${escape(req.params.id)}</h1>`));
  });
  router.get('/:id', (req, res) => {
    const session = checkoutSession(req.params.id);
    if (!session) {
      res.status(404).type('html').send(page('Pagamento', '<h1>Pagamento não encontrado</h1>'));
      return;
    }
    const annual = session.periodicidade === 'anual';
    const price = formatPtBrMoney(annual ? session.plan.preco_anual : session.plan.preco_mensal);
    const name = escape(session.plan.nome ?? session.plan.codigo);
    res.type('html').send(
      page(
        'Pagamento · Provedor de pagamento (mock)',
        `<h1>Pagamento</h1>
<p>Plano ${name}: <strong>${price}</strong> ${annual ? 'por ano' : 'por mês'}</p>
<p class="note">Pix, Pix Automático, boleto ou cartão: o provedor de pagamento pede os dados aqui, nunca o app.</p>
<form method="post" action="${escape(session.id)}/pagar"><button class="pay" type="submit">Pagar</button></form>
<form method="post" action="${escape(session.id)}/desistir"><button class="quit" type="submit">Desistir</button></form>`,
      ),
    );
  });
  const close = (pay: boolean) => (req: express.Request<{ id: string }>, res: express.Response) => {
    const back = closeCheckout(req.params.id, pay);
    if (!back) {
      res.status(404).type('html').send(page('Pagamento', '<h1>Pagamento não encontrado</h1>'));
      return;
    }
    res.redirect(303, back);
  };
  router.post('/:id/pagar', close(true));
  router.post('/:id/desistir', close(false));
  return router;
}
