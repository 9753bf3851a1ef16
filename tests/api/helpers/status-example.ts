// The status value exactly as the reference server produces it (see the brief / docs/api.md).
export const statusExample = {
  info: {
    customerService: [
      { csType: 'TELEGRAM', csPosition: 'TELEGRAM-1', path: 'U2FsdGVkX1+abcdefgh12345678' },
    ],
    domainRoute: [{ domain: 'example.com', device: 0, path: '/m/home' }],
    mobileTemplate: 'default',
    paths: { agent: '/m/agent' },
    register: { ageLimit: 18 },
    resources: [{ resourceType: 'IOS', url: 'https://example.com/app.ipa' }],
    whitelabel: [{ moduleId: 'COMM3', enabled: true, children: [] }],
    mainDomain: 'example.com',
    imageCDNs: [''],
    siteName: 'BanglaBet',
    theme: { accentColor: '#f5b70a', logoUrl: '/m/brand/logo.svg' },
    social: { youtube: '', whatsapp: '', telegram: '', facebook: '', line: '' },
  },
  location: { ip: '127.0.0.1', country: 'BD' },
  maintenance: false,
  regionRestriction: false,
};

export const countryExample = [
  {
    merchantCode: 'bdbt',
    country: 'BD',
    currency: 'BDT',
    countryName: 'Bangladesh',
    langList: ['BN', 'EN'],
    dialingCode: '880',
  },
];
