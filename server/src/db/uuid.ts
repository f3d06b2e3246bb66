const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A value PostgreSQL will accept as a uuid; anything else would be a 500 from the cast. */
export const isUuid = (value: string) => UUID.test(value);
