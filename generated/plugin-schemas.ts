// Generated from openapi.yaml by scripts/generate.ts. Do not edit; run `npm run generate`.
export type paths = Record<string, never>;
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /** @description A contact of a quote or policy and the roles it plays there. */
        ContactRoles: {
            /** Format: ulid */
            contactLocator: string;
            roles: string[];
        };
        /**
         * @description The unit a rate is given per.
         * @enum {string}
         */
        DurationBasis: "years" | "months" | "weeks" | "days" | "hours";
        /** @description An element of a quote, quick quote or transaction tree. `staticLocator` stays the same across versions. */
        ElementResponse: {
            /** Format: ulid */
            locator: string;
            /** Format: ulid */
            staticLocator: string;
            /** Format: ulid */
            parentLocator?: string;
            type: string;
            /** @description The option chosen for each coverage term, by term name, as the declared option names it. */
            coverageTerms?: {
                [key: string]: unknown;
            };
            /** @description Field values keyed by field name, as the configuration declares them. */
            data: {
                [key: string]: unknown;
            };
            elements: components["schemas"]["ElementResponse"][];
        };
        /** @description Installment preferences: an installment plan to follow (`installmentPlanName`), fields that replace the plan's (weights only when some are given), and the published anchors saying where frames after a term's first start. */
        InstallmentPreferences: {
            /** @enum {string} */
            cadence?: "none" | "fullPay" | "weekly" | "everyOtherWeek" | "monthly" | "quarterly" | "semiannually" | "annually" | "thirtyDays" | "everyNDays";
            /** @enum {string} */
            anchorMode?: "generateDay" | "termStartDay" | "dueDay";
            /** Format: int32 */
            generateLeadDays?: number;
            /** Format: int32 */
            dueLeadDays?: number;
            installmentWeights: number[];
            /** Format: int32 */
            maxInstallmentsPerTerm?: number;
            installmentPlanName?: string;
            /**
             * @description `dayOfMonth`, `dayOfWeek`, `weekOfMonth` (with `dayOfWeek`) or `anchorTime`: the first frame runs from the term's start to the first such date after it (the anchor mode's date: start, generate or due), later ones step from there by the cadence; `none` steps from the term's start.
             * @enum {string}
             */
            anchorType?: "none" | "dayOfMonth" | "anchorTime" | "dayOfWeek" | "weekOfMonth";
            /**
             * Format: int32
             * @description The day of the month (a shorter month's last day when it has fewer).
             */
            dayOfMonth?: number;
            /** @enum {string} */
            dayOfWeek?: "monday" | "tuesday" | "wednesday" | "thursday" | "friday" | "saturday" | "sunday";
            /**
             * @description Which week of the month (`fifth`, in a month with four of that weekday, its last).
             * @enum {string}
             */
            weekOfMonth?: "none" | "first" | "second" | "third" | "fourth" | "fifth";
            /** Format: date-time */
            anchorTime?: string;
            autopayLeadDays?: number;
        };
        /** @description One charge of a price: an amount of a declared charge type on one element, rounded to the currency's minor unit. */
        PolicyChargeResponse: {
            /** Format: ulid */
            locator: string;
            /** Format: ulid */
            elementLocator: string;
            /** Format: ulid */
            elementStaticLocator: string;
            chargeType: string;
            /** @enum {string} */
            chargeCategory: "none" | "premium" | "tax" | "fee" | "credit" | "invoiceFee" | "cededPremium" | "nonFinancial" | "surcharge";
            /** @description The amount over the part of the term the charge covers, in the currency's major unit; negative for a reversal. */
            amount: number;
            /** @description The rate per unit of the duration basis the plugin gave (0 for an amount given as it is). */
            rate: number;
            referenceRate: number;
            tag?: string;
            /** @enum {string} */
            handling: "flat" | "normal" | "retention";
            /** @enum {string} */
            invoicing: "scheduled" | "next" | "immediate";
            /**
             * Format: ulid
             * @description The charge whose remainder this one takes back (a negative amount).
             */
            reversalOfLocator?: string;
        };
        /** @description Preferences: on an account or a quote, the installment preferences its policies' terms are laid out with (a quote's over its account's; docs/billing.md). */
        PreferencesResponse: {
            installmentPreferences?: components["schemas"]["InstallmentPreferences"];
        };
        /** @description The price of a quote, its charges item by item. */
        QuotePriceResponse: {
            /** Format: uuid */
            tenantLocator: string;
            /** Format: ulid */
            quoteLocator: string;
            /** Format: ulid */
            accountLocator: string;
            quoteState: components["schemas"]["QuoteState"];
            productName: string;
            /** Format: date-time */
            startTime: string;
            /** Format: date-time */
            endTime: string;
            /** @description The quote's length in units of its duration basis. */
            duration: number;
            durationBasis: components["schemas"]["DurationBasis"];
            items: components["schemas"]["PolicyChargeResponse"][];
            validationResult?: components["schemas"]["ValidationResult"];
        };
        /** @description A quote. `element` is its root element, of the product's type; `quoteState` says which steps of its lifecycle it has passed. */
        QuoteResponse: {
            /** Format: ulid */
            locator: string;
            productName: string;
            /** Format: ulid */
            accountLocator: string;
            /** Format: date-time */
            startTime: string;
            /** Format: date-time */
            endTime?: string;
            jurisdiction?: string;
            quoteState: components["schemas"]["QuoteState"];
            /** @description The currency of the tenant's configuration (its `defaultCurrency`), in which the quote is priced. */
            currency?: string;
            /** @description The time zone of the tenant's configuration. */
            timezone?: string;
            durationBasis?: components["schemas"]["DurationBasis"];
            /** @description The quote's length in units of its duration basis (absent without an end time). */
            duration?: number;
            /** @enum {string} */
            billingLevel: "account" | "inherit" | "policy";
            contacts: components["schemas"]["ContactRoles"][];
            /** @description The underwriting decision: `none` before underwriting, then `approved`, `blocked`, `declined` or `rejected`. */
            underwritingStatus?: string;
            validationResult?: components["schemas"]["ValidationResult"];
            /** Format: ulid */
            groupLocator?: string;
            /** Format: date-time */
            acceptedTime?: string;
            /** Format: date-time */
            issuedTime?: string;
            element: components["schemas"]["ElementResponse"];
            /** @description The delinquency plan named for the quote, which its policy follows once issued. */
            delinquencyPlanName?: string;
            /** @description The invoice fee named for the quote, which its policy's invoices carry in place of the invoicing plan's. */
            invoiceFeeAmount?: number;
            /** Format: ulid */
            policyLocator?: string;
            /** Format: date-time */
            createdAt: string;
            /** Format: uuid */
            createdBy: string;
            preferences?: components["schemas"]["PreferencesResponse"];
        };
        /**
         * @description Where a quote stands in its lifecycle (see the quote lifecycle in the documentation).
         * @enum {string}
         */
        QuoteState: "draft" | "validated" | "earlyUnderwritten" | "priced" | "underwritten" | "accepted" | "issued" | "underwrittenBlocked" | "declined" | "rejected" | "refused" | "discarded";
        /**
         * @description What a flag decides: `block`, `decline` and `reject` stop the quote; `approve` lets a blocked quote go on; `info` decides nothing.
         * @enum {string}
         */
        UnderwritingFlagLevel: "info" | "block" | "decline" | "reject" | "approve";
        /** @description An underwriting flag of a quote; a cleared flag carries who cleared it and when. */
        UnderwritingFlagResponse: {
            /** Format: ulid */
            locator: string;
            level: components["schemas"]["UnderwritingFlagLevel"];
            /** @enum {string} */
            referenceType: "quote" | "transaction";
            /** Format: ulid */
            referenceLocator: string;
            note?: string;
            tag?: string;
            /** Format: ulid */
            elementLocator?: string;
            /** Format: uuid */
            createdBy: string;
            /** Format: date-time */
            createdTime: string;
            /** Format: uuid */
            clearedBy?: string;
            /** Format: date-time */
            clearedTime?: string;
        };
        /** @description The errors found on one element (or on the quote, by its own locator). */
        ValidationItemResponse: {
            elementType: string;
            /** Format: ulid */
            locator: string;
            errors: string[];
        };
        /** @description The outcome of validating a quote; `validationItems` lists the elements with errors. */
        ValidationResult: {
            validationItems?: components["schemas"]["ValidationItemResponse"][];
            success: boolean;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export type operations = Record<string, never>;
