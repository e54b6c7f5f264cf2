// Thank-you page (SPEC §2). A placeholder until it is bound to its screen in packages/ui.

/** The page at /obrigado. */
export default function ThankYouPage() {
  return <h1>Obrigado pela sua assinatura!</h1>;
}
