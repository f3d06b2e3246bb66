// Runs before any module is imported, so src/app/config.ts reads these values.
import '../../__mocks__/browserApis';

process.env.API_URL = 'http://api.test';
process.env.MARKET_DATA_URL = 'http://market.test/api/v3';
process.env.SUPPORT_EMAIL = 'support@meridian.test';
process.env.DEPOSIT_ADDRESS_BTC = 'bc1-platform-btc-address';
process.env.DEPOSIT_ADDRESS_ETH = '0xPlatformEthAddress';
process.env.DEPOSIT_ADDRESS_USDT = 'TPlatformUsdtAddress';

/**
 * React 19 records a form submit that starts a transition (React Router's navigations run in
 * one) as the form's pending state, with `new FormData(form, submitter)`. jest-fixed-jsdom's
 * FormData is Node's, which takes no form and threw; browsers take one. This reads the form's
 * named controls as a browser would (enough for what React keeps; the app reads none of it).
 */
const NodeFormData = globalThis.FormData;
class FormDataOfForm extends NodeFormData {
  constructor(form?: unknown) {
    super();
    if (!(form instanceof HTMLFormElement)) return;
    for (const control of Array.from(form.elements)) {
      if (!(
        control instanceof HTMLInputElement ||
        control instanceof HTMLSelectElement ||
        control instanceof HTMLTextAreaElement
      ))
        continue;
      if (!control.name || control.disabled) continue;
      if (
        control instanceof HTMLInputElement &&
        ['checkbox', 'radio'].includes(control.type) &&
        !control.checked
      )
        continue;
      this.append(control.name, control.value);
    }
  }
}
globalThis.FormData = FormDataOfForm;
