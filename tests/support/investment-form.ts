/** A complete investment form as the admin's browser posts it, with `overrides` on top. */
export function validInvestmentFields(overrides: Record<string, string | File | undefined> = {}) {
  return {
    title: 'Ras Al Khaimah Eco Resort',
    description: 'A boutique eco resort on the Ras Al Khaimah coast.',
    type: 'Resource-based',
    department: 'Real Estate',
    profitMargin: '11-13% annually',
    profitSchema: 'Room revenue shared quarterly.',
    isActive: 'on',
    'links[0].title': 'RAK Tourism',
    'links[0].url': 'https://raktda.com',
    'links[1].title': 'Dropped row without url',
    'links[2].url': 'https://dropped.example',
    packageIds: 'pkg-003',
    ...overrides,
  }
}
