// Applies the project's Storybook annotations (preview, addons) to stories run as Vitest tests.
import * as a11yAnnotations from '@storybook/addon-a11y/preview';
import { setProjectAnnotations } from '@storybook/react-vite';
import * as projectAnnotations from './preview';

setProjectAnnotations([a11yAnnotations, projectAnnotations]);
