// Split point for the Google popup resolver: imported dynamically by the login and signup pages.
export { browserPopupRedirectResolver as popupRedirectResolver } from 'firebase/auth';
