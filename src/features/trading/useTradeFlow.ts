import { useCallback } from 'react';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { useAppDispatch, useAppSelector } from '../../hooks/redux';
import { errorMessageOf } from '../../lib/apiError';
import type { OrderValues } from './orderSchema';
import { selectTradeFlow, tradeFlow } from './tradeFlowSlice';
import { useExecuteQuoteMutation, useRequestQuoteMutation } from './tradingApi';

const EXPIRED_STATUS = 409;

function isExpiredAnswer(error: unknown): boolean {
  return (error as Partial<FetchBaseQueryError> | undefined)?.status === EXPIRED_STATUS;
}

/**
 * Quote → confirm as named actions (tradeFlow/…): each step is dispatched around its request,
 * so DevTools shows the story and the panel draws from the slice alone.
 */
export function useTradeFlow() {
  const dispatch = useAppDispatch();
  const flow = useAppSelector(selectTradeFlow);
  const [requestQuote] = useRequestQuoteMutation();
  const [executeQuote] = useExecuteQuoteMutation();

  const preview = useCallback(
    async ({ side, asset, amount }: OrderValues) => {
      const order = { side, asset, amount: amount.trim() };
      dispatch(tradeFlow.quoteRequested(order));
      try {
        dispatch(tradeFlow.quoteReceived(await requestQuote(order).unwrap()));
      } catch (error) {
        dispatch(tradeFlow.tradeFailed({ message: errorMessageOf(error), expired: false }));
      }
    },
    [dispatch, requestQuote],
  );

  const confirm = useCallback(async () => {
    if (!flow.quote) return;
    dispatch(tradeFlow.confirmRequested());
    try {
      const { trade } = await executeQuote({ quoteId: flow.quote.quoteId }).unwrap();
      dispatch(tradeFlow.tradeExecuted(trade));
    } catch (error) {
      dispatch(
        tradeFlow.tradeFailed({ message: errorMessageOf(error), expired: isExpiredAnswer(error) }),
      );
    }
  }, [dispatch, executeQuote, flow.quote]);

  const expire = useCallback(() => dispatch(tradeFlow.quoteExpired()), [dispatch]);
  const reset = useCallback(() => dispatch(tradeFlow.reset()), [dispatch]);

  return { flow, preview, confirm, expire, reset };
}
