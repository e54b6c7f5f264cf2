// Setup for stories run as Vitest tests. Storybook 10.3+ applies the preview annotations (MSW
// loader, a11y as a test) by itself through @storybook/addon-vitest, so nothing is needed here
// beyond what every browser test shares.
export {};
