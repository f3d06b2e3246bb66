import { api, LIST } from '../../api/api';
import type {
  AddressBookResponse,
  AddSavedAddressRequest,
  AddSavedAddressResponse,
  RemoveSavedAddressRequest,
} from '../../api/types';

/** The address book's tag; the base API knows only the tags of SPEC §8. */
const SAVED_ADDRESSES_TAG = 'SavedAddresses';

/**
 * The withdrawal address book (SPEC §11.4). Adding or removing an address invalidates the
 * list, so it refetches and shows exactly what the server holds, usable-from times included.
 */
export const addressBookApi = api
  .enhanceEndpoints({ addTagTypes: [SAVED_ADDRESSES_TAG] })
  .injectEndpoints({
    // Two features injecting one name would silently share a definition; fail loudly instead.
    overrideExisting: 'throw',
    endpoints: (build) => ({
      getSavedAddresses: build.query<AddressBookResponse, void>({
        query: () => '/withdrawal/addresses',
        providesTags: [{ type: SAVED_ADDRESSES_TAG, id: LIST }],
      }),
      addSavedAddress: build.mutation<AddSavedAddressResponse, AddSavedAddressRequest>({
        query: (body) => ({ url: '/withdrawal/addresses', method: 'POST', body }),
        invalidatesTags: [{ type: SAVED_ADDRESSES_TAG, id: LIST }],
      }),
      removeSavedAddress: build.mutation<void, { id: string } & RemoveSavedAddressRequest>({
        // The second factor goes in the body, never the URL; without one the DELETE has no body.
        query: ({ id, ...body }) => ({
          url: `/withdrawal/addresses/${encodeURIComponent(id)}`,
          method: 'DELETE',
          ...(body.code === undefined && body.passkey === undefined ? {} : { body }),
        }),
        invalidatesTags: [{ type: SAVED_ADDRESSES_TAG, id: LIST }],
      }),
    }),
  });

export const {
  useGetSavedAddressesQuery,
  useAddSavedAddressMutation,
  useRemoveSavedAddressMutation,
} = addressBookApi;
