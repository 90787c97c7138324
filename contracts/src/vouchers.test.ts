import {
  advertiserDisplayName,
  COUPON_TYPES,
  uniqueAdvertisers,
  VoucherMerchantsRequestSchema,
  VouchersAnswerSchema,
  VouchersRequestSchema,
  type Voucher,
} from './vouchers';

describe('VouchersRequestSchema', () => {
  it('fills the SPEC §7 defaults into an empty body', () => {
    expect(VouchersRequestSchema.parse({})).toEqual({
      filters: {
        advertiserIds: [],
        exclusiveOnly: false,
        membership: 'joined',
        regionCodes: ['ES'],
        status: 'active',
        type: 'all',
      },
      pagination: { page: 1, pageSize: 200 },
    });
  });
  it('keeps given values and fills the rest', () => {
    const body = VouchersRequestSchema.parse({ filters: { advertiserIds: [12], type: 'true' }, pagination: { page: 2 } });
    expect(body.filters).toMatchObject({ advertiserIds: [12], type: 'true', membership: 'joined', regionCodes: ['ES'] });
    expect(body.pagination).toEqual({ page: 2, pageSize: 200 });
  });
  it.each([
    ['pageSize 201', { pagination: { pageSize: 201 } }],
    ['pageSize 0', { pagination: { pageSize: 0 } }],
    ['page 0', { pagination: { page: 0 } }],
    ['fractional page', { pagination: { page: 1.5 } }],
    ['bad type', { filters: { type: 'exclusive' } }],
    ['bad status', { filters: { status: 'pending' } }],
    ['bad membership', { filters: { membership: 'some' } }],
    ['lower-case region', { filters: { regionCodes: ['es'] } }],
    ['no region', { filters: { regionCodes: [] } }],
    ['string advertiser id', { filters: { advertiserIds: ['12'] } }],
    ['string exclusiveOnly', { filters: { exclusiveOnly: 'yes' } }],
  ])('rejects %s', (_label, body) => {
    expect(VouchersRequestSchema.safeParse(body).success).toBe(false);
  });
});

describe('VoucherMerchantsRequestSchema', () => {
  it('defaults membership to all', () => {
    expect(VoucherMerchantsRequestSchema.parse({}).filters).toMatchObject({ membership: 'all', type: 'all', advertiserIds: [] });
  });
  it('rejects pageSize 201 too', () => {
    expect(VoucherMerchantsRequestSchema.safeParse({ pagination: { pageSize: 201 } }).success).toBe(false);
  });
});

describe('VouchersAnswerSchema', () => {
  const voucher: Voucher = {
    promotionId: 1,
    title: '10 % en todo',
    description: 'Descuento',
    terms: 'Mínimo 50 €',
    startDate: '2024-11-01T00:00:00',
    endDate: null,
    urlTracking: 'https://www.awin1.com/cread.php?x=1',
    url: 'https://tienda.example',
    voucher: { code: 'AHORRA10', exclusive: false },
    advertiser: { id: 5, name: 'Tienda ES' },
    regions: { list: [{ name: 'Spain', countryCode: 'ES' }] },
    type: 'voucher',
  };
  it('accepts a well-formed answer, code optional', () => {
    const promo = { ...voucher, type: 'promotion', voucher: { exclusive: true } };
    expect(VouchersAnswerSchema.safeParse({ data: [voucher, promo], pagination: { page: 1, pageSize: 200, total: 2 } }).success).toBe(
      true,
    );
  });
  it('rejects a bad date, a bad type and a missing total', () => {
    const page = { page: 1, pageSize: 200, total: 1 };
    expect(VouchersAnswerSchema.safeParse({ data: [{ ...voucher, endDate: '30/11/2024' }], pagination: page }).success).toBe(false);
    expect(VouchersAnswerSchema.safeParse({ data: [{ ...voucher, type: 'deal' }], pagination: page }).success).toBe(false);
    expect(VouchersAnswerSchema.safeParse({ data: [], pagination: { page: 1, pageSize: 200 } }).success).toBe(false);
  });
});

describe('advertiserDisplayName', () => {
  it.each([
    ['Pandora ES', 'Pandora'],
    ['Weekend Desk ES', 'Weekend-Desk'],
    ['  Promofarma ES  ', 'Promofarma'],
    ['ZARES', 'ZARES'],
    ['Tienda es', 'Tienda-es'],
    ['ES', 'ES'],
    ['Casa   del  Libro', 'Casa-del-Libro'],
  ])('%j → %j', (name, shown) => {
    expect(advertiserDisplayName(name)).toBe(shown);
  });
});

describe('uniqueAdvertisers', () => {
  it('keeps the first store per display name and drops nameless ones', () => {
    expect(
      uniqueAdvertisers([
        { id: 1, name: 'Pandora ES' },
        { id: 2, name: 'Pandora' },
        { id: 3, name: 'Weekend Desk ES' },
        { id: 4, name: '  ' },
      ]),
    ).toEqual([
      { id: 1, name: 'Pandora' },
      { id: 3, name: 'Weekend-Desk' },
    ]);
  });
});

it('COUPON_TYPES are the SPEC §4 values', () => {
  expect(COUPON_TYPES).toEqual(['all', 'voucher', 'promotion', 'true']);
});
