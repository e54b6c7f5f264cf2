// The notifications panel's failures, word for word from docs/product.md#errors (the product words
// these in English).

/** docs/product.md#errors: the notifications failed to load (the panel's error state). */
export const NOTIFICATIONS_LOAD_FAILED_MESSAGE = 'Failed to load messages.';
/** docs/product.md#errors: marking a notification as read failed. */
export const MARK_READ_FAILED_MESSAGE = 'Failed to mark notification as read. Please try again.';
