// What the auto-renewal tests share: a rating plugin charging a flat yearly rate per element, and
// the plan they renew by (created, accepted and issued 30, 20 and 10 days before a term's end).

export const FLAT_RATE_PLUGIN = `
export const rate = ({ quote }) => ({
  items: quote.element.elements.map((d) => ({ elementLocator: d.locator, chargeType: 'premium', rate: '1200' })),
});
`;

export const STANDARD_PLAN = {
  generateAutoRenewals: true,
  renewalCreateLeadDays: 30,
  renewalAcceptLeadDays: 20,
  renewalIssueLeadDays: 10,
};
