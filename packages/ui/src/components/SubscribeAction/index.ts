export { SubscribeAction, type SubscribeActionProps } from './SubscribeAction';
export {
  SubscribeProvider,
  SubscribeContext,
  type SubscribeProviderProps,
  type SubscribeSettings,
} from './SubscribeProvider';
