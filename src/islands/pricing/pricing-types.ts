/** Props of the pricing island: every price and every word comes from content/ through the page. */
export type Price = number | 'Custom';

export interface PlanProps {
  id: string;
  name: string;
  description: string;
  monthlyPrice: Price;
  yearlyPrice: Price;
  features: string[];
  recommended: boolean;
  buttonText: string;
  buttonLink: string;
}

export interface RateProps {
  id: string;
  channel: string;
  price: number;
  unit: string;
  discountFrom: number;
  discountLabel: string;
  volumeLabel: string;
}

export interface PricingText {
  billing: {
    legend: string;
    monthly: string;
    yearly: string;
    save: string;
    perMonth: string;
    perYear: string;
    orMonthly: string;
    orYearly: string;
    customNote: string;
  };
  recommendedLabel: string;
  plansHeading: string;
  payg: {
    heading: string;
    text: string;
    caption: string;
    columns: { channel: string; price: string; discounts: string };
    fromLabel: string;
  };
  estimator: {
    heading: string;
    text: string;
    legend: string;
    totalLabel: string;
    invalidTotal: string;
    lineLabel: string;
    discountHint: string;
    note: string;
    errors: { empty: string; negative: string; decimal: string; notNumber: string; tooLarge: string };
  };
}

export interface PricingProps {
  plans: PlanProps[];
  rates: RateProps[];
  text: PricingText;
}
