// My subscription (SPEC §2). A placeholder until it is bound to its screen in packages/ui.

/** The page at /minha-assinatura. */
export default function SubscriptionPage() {
  return <h1>Minha Assinatura</h1>;
}
