import { http, HttpResponse } from 'msw';
import { setupStore } from '../../../app/store';
import { buildWithdrawal } from '../../../test/fixtures';
import { server } from '../../../test/server';
import { apiUrl } from '../../../test/urls';
import type { AddWithdrawalRequest } from '../../../api/types';
import { withdrawalApi } from '../withdrawalApi';
import { withdrawalFlow } from '../withdrawalFlowSlice';

const values = {
  amount: '120',
  walletAddress: 'bc1qdestinationwallet',
  email: 'ada@example.com',
  exchange: 'Binance',
  asset: 'BTC',
};
const request: AddWithdrawalRequest = { ...values, amount: 120, charges: 0.02 };

/**
 * The slice hears the withdrawal request's outcome by the endpoint's name (it does not import
 * the endpoint's code): these are the real actions of a real request, through MSW.
 */
describe('the withdrawal flow hears how the request ended', () => {
  function storeUnderReview() {
    const store = setupStore();
    store.dispatch(withdrawalFlow.reviewOpened(values));
    store.dispatch(withdrawalFlow.confirmed());
    return store;
  }

  /** The flow under review after the withdrawal request got `answer`. */
  async function flowAfterWithdrawalAnswer(answer: () => Response) {
    server.use(http.post(apiUrl('/withdrawal/add'), answer));
    const store = storeUnderReview();
    await store.dispatch(withdrawalApi.endpoints.addWithdrawal.initiate(request));
    return store.getState().withdrawalFlow;
  }

  it('clears the review once the server accepts the withdrawal', async () => {
    const flow = await flowAfterWithdrawalAnswer(() =>
      HttpResponse.json({ withdrawal: buildWithdrawal() }),
    );
    expect(flow).toEqual({ review: null, amount: { amount: 0 }, confirmed: false });
  });

  it('keeps the review open, ready to confirm again, when the server refuses it', async () => {
    const flow = await flowAfterWithdrawalAnswer(() =>
      HttpResponse.json({ message: 'That code is not right.' }, { status: 403 }),
    );
    expect(flow).toEqual({ review: values, amount: { amount: 120 }, confirmed: false });
  });

  it('does not hear the outcome of another request', async () => {
    server.use(
      http.get(apiUrl('/withdrawal/all'), () => HttpResponse.json({ allWithdrawals: [] })),
    );
    const store = storeUnderReview();
    await store.dispatch(withdrawalApi.endpoints.getPendingWithdrawals.initiate());
    expect(store.getState().withdrawalFlow.confirmed).toBe(true);
    expect(store.getState().withdrawalFlow.review).toEqual(values);
  });
});
