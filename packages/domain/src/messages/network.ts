// The client's transport failure (docs/product.md#errors).

/** docs/product.md#errors: the message of every network-level failure (the screens show their own failure instead). */
export const NETWORK_ERROR_MESSAGE = 'Network Error';
