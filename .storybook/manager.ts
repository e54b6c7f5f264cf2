// Storybook's chrome in the product's colours and name, so a designer knows whose kit this is.
import { addons } from 'storybook/manager-api';
import { theme } from './theme';

addons.setConfig({ theme });
