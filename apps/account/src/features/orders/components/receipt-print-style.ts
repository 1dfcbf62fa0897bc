import { createGlobalStyle } from 'styled-components';

/**
 * On paper the receipt stands alone: the site's header, navigation and footer, the toasts and
 * the page's own buttons (marked data-screen-only) are left out, on a plain white page.
 */
export const ReceiptPrintStyle = createGlobalStyle`
  @media print {
    header,
    nav,
    footer,
    .Toastify,
    [data-screen-only] {
      display: none !important;
    }
    body {
      background: #fff;
    }
  }
`;
