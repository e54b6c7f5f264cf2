// What the login and signup stories prove alike, written once.
import { expect, type within } from 'storybook/test';

/** The product's mark and name sit above the page heading (the name is the app's setting, VITE_APP_NAME). */
export async function expectBrandAboveHeading(canvas: ReturnType<typeof within>) {
  const name = await canvas.findByText('CNPJ Leads');
  await expect(name).toBeVisible();
  const heading = canvas.getByRole('heading', { level: 1 });
  await expect(name.getBoundingClientRect().bottom).toBeLessThanOrEqual(
    heading.getBoundingClientRect().top,
  );
}
