// Own-words templates for filing-history `description` keys. `{name}` is filled from the
// item's description_values; `**text**` is bold; `[ … ]` is dropped when a value inside is missing.

/** description key → template. */
export const filingDescriptionTemplates: Readonly<Record<string, string>> = {
  // Incorporation and constitution
  'incorporation-company': '**Company incorporated**',
  'incorporation-company-with-type-date': '**Company incorporated**[ on {incorporation_date}][, as a {company_type}]',
  'incorporation-limited-liability-partnership': '**LLP incorporated**',
  'incorporation-limited-liability-partnership-with-date': '**LLP incorporated**[ on {incorporation_date}]',
  'incorporation-community-interest-company': '**Community interest company incorporated**',
  'incorporation-community-interest-company-with-date':
    '**Community interest company incorporated**[ on {incorporation_date}]',
  'registration-of-a-limited-partnership': '**Limited partnership registered**',
  'registration-as-a-limited-partnership': '**Limited partnership registered**',
  'registration-overseas-entity': '**Overseas entity registered**',
  'removal-overseas-entity': '**Overseas entity removed** from the register',
  'register-overseas-company': '**UK establishment of an overseas company registered**',
  'register-overseas-company-with-date':
    '**UK establishment of an overseas company registered**[ on {incorporation_date}]',
  'registration-of-uk-establishment': '**UK establishment registered**',
  'certificate-incorporation': '**Incorporation certificate**',
  'memorandum-articles': "**Company's memorandum and articles**",
  'model-articles-adopted': '**Standard (model) articles adopted**',
  'statement-of-companys-objects': '**Statement of what the company is for** (its objects)',
  'notice-restriction-on-company-articles':
    "**Notice that the company's articles are entrenched** (amendment restricted)",
  'change-constitution-by-court-order': '**Constitution changed** by a court or other authority',
  'application-trading-certificate': '**Public company cleared to trade** (trading certificate)',
  'scheme-of-arrangement': '**Scheme of arrangement**',

  // Officers: appointments
  'appoint-person-director-company': '**Director appointed**',
  'appoint-person-director-company-with-name': '**Director appointed**[: {officer_name}]',
  'appoint-person-director-company-with-name-date':
    '**Director appointed**[: {officer_name}][, from {appointment_date}]',
  'appoint-corporate-director-company': '**Corporate director appointed**',
  'appoint-corporate-director-company-with-name': '**Corporate director appointed**[: {officer_name}]',
  'appoint-corporate-director-company-with-name-date':
    '**Corporate director appointed**[: {officer_name}][, from {appointment_date}]',
  'appoint-person-secretary-company': '**Secretary appointed**',
  'appoint-person-secretary-company-with-name': '**Secretary appointed**[: {officer_name}]',
  'appoint-person-secretary-company-with-name-date':
    '**Secretary appointed**[: {officer_name}][, from {appointment_date}]',
  'appoint-corporate-secretary-company': '**Corporate secretary appointed**',
  'appoint-corporate-secretary-company-with-name': '**Corporate secretary appointed**[: {officer_name}]',
  'appoint-corporate-secretary-company-with-name-date':
    '**Corporate secretary appointed**[: {officer_name}][, from {appointment_date}]',
  'appoint-person-member-limited-liability-partnership': '**LLP member appointed**[: {officer_name}]',
  'appoint-person-member-limited-liability-partnership-with-appointment-date':
    '**LLP member appointed**[: {officer_name}][, from {appointment_date}]',
  'appoint-corporate-member-limited-liability-partnership': '**Corporate LLP member appointed**[: {officer_name}]',
  'appoint-corporate-member-limited-liability-partnership-with-appointment-date':
    '**Corporate LLP member appointed**[: {officer_name}][, from {appointment_date}]',
  'appoint-person-director-overseas-company': '**Director of the overseas company appointed**',
  'appoint-person-director-overseas-company-with-name':
    '**Director of the overseas company appointed**[: {officer_name}]',
  'appoint-person-director-overseas-company-with-name-appointment-date':
    '**Director of the overseas company appointed**[: {officer_name}][, from {appointment_date}]',
  'appoint-corporate-director-overseas-company':
    '**Corporate director of the overseas company appointed**[: {officer_name}]',
  'appoint-corporate-director-overseas-company-with-appointment-date':
    '**Corporate director of the overseas company appointed**[: {officer_name}][, from {appointment_date}]',
  'appoint-person-secretary-overseas-company': '**Secretary of the overseas company appointed**[: {officer_name}]',
  'appoint-person-secretary-overseas-company-with-appointment-date':
    '**Secretary of the overseas company appointed**[: {officer_name}][, from {appointment_date}]',
  'appoint-manager-company': '**Manager appointed**',
  'appoint-manager-company-with-name': '**Manager appointed**[: {officer_name}]',
  'appoint-manager-company-with-name-date': '**Manager appointed**[: {officer_name}][, from {appointment_date}]',
  'appoint-judicial-factor-with-name': '**Judicial factor appointed**[: {officer_name}]',
  'appoint-judicial-factor-with-name-date':
    '**Judicial factor appointed**[: {officer_name}][, from {appointment_date}]',
  'appoint-general-partner-limited-partnership': '**General partner appointed**',
  'appoint-person-general-partner-limited-partnership-with-name-appointment-date':
    '**General partner appointed**[: {officer_name}][, from {appointment_date}]',
  'appoint-corporate-general-partner-limited-partnership-with-name-appointment-date':
    '**Corporate general partner appointed**[: {officer_name}][, from {appointment_date}]',
  'appoint-limited-partner-limited-partnership': '**Limited partner appointed**',
  'appoint-person-limited-partner-limited-partnership-with-name-appointment-date':
    '**Limited partner appointed**[: {officer_name}][, from {appointment_date}]',
  'appoint-corporate-limited-partner-limited-partnership-with-name-appointment-date':
    '**Corporate limited partner appointed**[: {officer_name}][, from {appointment_date}]',

  // Officers: appointments ended
  'termination-director-company': "**Director's appointment ended**",
  'termination-director-company-with-name': "**Director's appointment ended**[: {officer_name}]",
  'termination-director-company-with-name-termination-date':
    "**Director's appointment ended**[: {officer_name}][, on {termination_date}]",
  'termination-secretary-company': "**Secretary's appointment ended**",
  'termination-secretary-company-with-name': "**Secretary's appointment ended**[: {officer_name}]",
  'termination-secretary-company-with-name-termination-date':
    "**Secretary's appointment ended**[: {officer_name}][, on {termination_date}]",
  'termination-member-limited-liability-partnership': "**LLP member's appointment ended**",
  'termination-member-limited-liability-partnership-with-name': "**LLP member's appointment ended**[: {officer_name}]",
  'termination-member-limited-liability-partnership-with-name-termination-date':
    "**LLP member's appointment ended**[: {officer_name}][, on {termination_date}]",
  'termination-person-director-overseas-company': "**Overseas company director's appointment ended**",
  'termination-person-director-overseas-company-with-name':
    "**Overseas company director's appointment ended**[: {officer_name}]",
  'termination-person-director-overseas-company-with-name-termination-date':
    "**Overseas company director's appointment ended**[: {officer_name}][, on {termination_date}]",
  'termination-person-secretary-overseas-company': "**Overseas company secretary's appointment ended**",
  'termination-person-secretary-overseas-company-with-name':
    "**Overseas company secretary's appointment ended**[: {officer_name}]",
  'termination-person-secretary-overseas-company-with-name-termination-date':
    "**Overseas company secretary's appointment ended**[: {officer_name}][, on {termination_date}]",
  'termination-manager-company': "**Manager's appointment ended**[: {officer_name}]",
  'termination-manager-company-with-termination-date':
    "**Manager's appointment ended**[: {officer_name}][, on {termination_date}]",
  'termination-general-partner-limited-partnership': "**General partner's appointment ended**",
  'termination-person-general-partner-limited-partnership-with-name-termination-date':
    "**General partner's appointment ended**[: {officer_name}][, on {termination_date}]",
  'termination-corporate-general-partner-limited-partnership-with-name-termination-date':
    "**Corporate general partner's appointment ended**[: {officer_name}][, on {termination_date}]",
  'termination-limited-partner-limited-partnership': "**Limited partner's appointment ended**",
  'termination-person-limited-partner-limited-partnership-with-name-termination-date':
    "**Limited partner's appointment ended**[: {officer_name}][, on {termination_date}]",
  'termination-corporate-limited-partner-limited-partnership-with-name-termination-date':
    "**Corporate limited partner's appointment ended**[: {officer_name}][, on {termination_date}]",
  'notice-of-removal-of-a-director': "**Notice of a director's removal**",
  'notice-of-removal-of-a-corporate-director': "**Notice of a corporate director's removal**",

  // Officers: changes of details
  'change-person-director-company': "**Director's details updated**",
  'change-person-director-company-with-change-date':
    "**Director's details updated**[: {officer_name}][, from {change_date}]",
  'change-corporate-director-company': "**Corporate director's details updated**",
  'change-corporate-director-company-with-change-date':
    "**Corporate director's details updated**[: {officer_name}][, from {change_date}]",
  'change-person-secretary-company': "**Secretary's details updated**",
  'change-person-secretary-company-with-change-date':
    "**Secretary's details updated**[: {officer_name}][, from {change_date}]",
  'change-corporate-secretary-company': "**Corporate secretary's details updated**",
  'change-corporate-secretary-company-with-change-date':
    "**Corporate secretary's details updated**[: {officer_name}][, from {change_date}]",
  'change-person-member-limited-liability-partnership': "**LLP member's details updated**",
  'change-person-member-limited-liability-partnership-with-name-change-date':
    "**LLP member's details updated**[: {officer_name}][, from {change_date}]",
  'change-corporate-member-limited-liability-partnership':
    "**Corporate LLP member's details updated**[: {officer_name}]",
  'change-corporate-member-limited-liability-partnership-with-name-change-date':
    "**Corporate LLP member's details updated**[: {officer_name}][, from {change_date}]",
  'change-person-director-overseas-company': "**Overseas company director's details updated**",
  'change-person-director-overseas-company-with-change-date':
    "**Overseas company director's details updated**[: {officer_name}][, from {change_date}]",
  'change-person-general-partner-limited-partnership-with-change-date':
    "**General partner's details updated**[: {officer_name}][, from {change_date}]",
  'change-person-limited-partner-limited-partnership-with-change-date':
    "**Limited partner's details updated**[: {officer_name}][, from {change_date}]",
  'change-service-address-manager': "**Manager's service address updated**[: {officer_name}]",
  'default-companies-house-service-address-applied-officer':
    "**Officer's address replaced with the registrar's default address**[: {officer_name}][, now {company_number}, {default_address}][, from {change_date}]",

  // Second and replacement filings
  'second-filing-of-form': '**Second filing** of an earlier form',
  'second-filing-of-form-with-form-type': '**Second filing** of an earlier form[ ({form_type})]',
  'second-filing-of-form-with-form-type-made-up-date':
    '**Second filing** of an earlier form[ ({form_type})][, made up to {made_up_date}]',
  'second-filing-of-director-appointment-with-name': '**Second filing** of a director appointment[: {officer_name}]',
  'second-filing-of-secretary-appointment-with-name': '**Second filing** of a secretary appointment[: {officer_name}]',
  'second-filing-of-change-of-director-details-with-name':
    "**Second filing** of a change to a director's details[: {officer_name}]",
  'second-filing-of-change-of-secretary-details-with-name':
    "**Second filing** of a change to a secretary's details[: {officer_name}]",
  'second-filing-of-director-termination-with-name':
    "**Second filing** of the end of a director's appointment[: {officer_name}]",
  'second-filing-of-secretary-termination-with-name':
    "**Second filing** of the end of a secretary's appointment[: {officer_name}]",
  'second-filing-of-member-appointment-with-name': '**Second filing** of an LLP member appointment[: {officer_name}]',
  'second-filing-of-annual-return-with-made-up-date':
    '**Corrected annual return** (second filing)[ as at {made_up_date}]',
  'second-filing-of-confirmation-statement-with-made-up-date':
    '**Corrected confirmation statement** (second filing)[ dated {made_up_date}]',
  'replacement-filing-of-form': '**Replacement** for an earlier form',
  'replacement-filing-of-form-with-form-type': '**Replacement** for an earlier form[ ({form_type})]',
  'replacement-filing-of-form-with-form-type-made-up-date':
    '**Replacement** for an earlier form[ ({form_type})][, made up to {made_up_date}]',
  'replacement-filing-of-director-appointment-with-name':
    '**Replacement filing** of a director appointment[: {officer_name}]',
  'replacement-filing-of-confirmation-statement-with-made-up-date':
    '**Confirmation statement replaced**[; the original was dated {made_up_date}]',
  'document-replacement': '**Replacement** for a document that was not properly delivered',
  'application-document-rectification': '**Application to correct information** on the register',

  accounts: '**Accounts**',
  'accounts-with-made-up-date': '**Accounts**[ for the period ending {made_up_date}]',
  'accounts-amended': '**Amended accounts**',
  'accounts-amended-with-made-up-date': '**Amended accounts**[ for the period ending {made_up_date}]',
  'accounts-dormant-company': '**Dormant company accounts**[ for the period ending {made_up_date}]',
  'accounts-balance-sheet': '**Balance sheet**',
  'change-account-reference-date-company': '**Accounting reference date changed**',
  'change-account-reference-date-company-previous-extended':
    '**Accounting reference date changed**: previous period lengthened[, now ending {new_date} instead of {made_up_date}]',
  'change-account-reference-date-company-previous-shortened':
    '**Accounting reference date changed**: previous period shortened[, now ending {new_date} instead of {made_up_date}]',
  'change-account-reference-date-company-current-extended':
    '**Accounting reference date changed**: current period lengthened[, now ending {new_date} instead of {made_up_date}]',
  'change-account-reference-date-company-current-shortened':
    '**Accounting reference date changed**: current period shortened[, now ending {new_date} instead of {made_up_date}]',
  'change-account-reference-date-limited-liability-partnership': '**LLP accounting reference date changed**',
  'change-account-reference-date-limited-liability-partnership-previous-extended':
    '**LLP accounting reference date changed**: previous period lengthened[, now ending {new_date} instead of {made_up_date}]',
  'change-account-reference-date-limited-liability-partnership-previous-shortened':
    '**LLP accounting reference date changed**: previous period shortened[, now ending {new_date} instead of {made_up_date}]',
  'change-account-reference-date-limited-liability-partnership-current-extended':
    '**LLP accounting reference date changed**: current period lengthened[, now ending {new_date} instead of {made_up_date}]',
  'change-account-reference-date-limited-liability-partnership-current-shortened':
    '**LLP accounting reference date changed**: current period shortened[, now ending {new_date} instead of {made_up_date}]',
  'auditors-resignation-company': '**Auditor resigned**',
  'auditors-resignation-limited-liability-partnership': "**LLP's auditor resigned**",
  'auditors-report': "**Auditor's report**",
  'auditors-statement': '**Statement by the auditor**',
  'statement-guarantee-by-parent-undertaking-of-subsidiary-company':
    "**Parent undertaking's guarantee** of a subsidiary company's liabilities",

  // Confirmation statements and annual returns
  'confirmation-statement': '**Confirmation statement**[: {original_description}]',
  'confirmation-statement-with-made-up-date': '**Confirmation statement** filed[, dated {made_up_date}]',
  'confirmation-statement-with-no-updates': '**Confirmation statement**[ dated {made_up_date}], no changes to report',
  'confirmation-statement-with-updates': '**Confirmation statement**[ dated {made_up_date}], reporting changes',
  'annual-update': '**Overseas entity annual update**[: {original_description}]',
  'annual-update-with-made-up-date': '**Overseas entity annual update**[ dated {made_up_date}]',
  'annual-return-company': '**Annual return**',
  'annual-return-company-with-made-up-date': '**Annual return**[ as at {made_up_date}]',
  'annual-return-company-with-made-up-date-full-list-shareholders':
    '**Annual return**[ as at {made_up_date}], listing every shareholder',
  'annual-return-company-with-made-up-date-bulk-list-shareholders':
    '**Annual return**[ as at {made_up_date}], shareholders supplied as a bulk list',
  'annual-return-company-with-made-up-date-changes-to-shareholders':
    '**Annual return**[ as at {made_up_date}], with changes to the shareholders',
  'annual-return-company-with-made-up-date-bearer-shares':
    '**Annual return**[ as at {made_up_date}], including bearer shares',
  'annual-return-company-with-made-up-date-no-shareholders-list':
    '**Annual return**[ as at {made_up_date}], without a list of shareholders',
  'annual-return-company-with-made-up-date-no-member-list':
    '**Annual return**[ as at {made_up_date}], without a list of members',
  'annual-return-limited-liability-partnership': '**LLP annual return**',
  'annual-return-limited-liability-partnership-with-made-up-date': '**LLP annual return**[ as at {made_up_date}]',

  // Addresses and registers
  'change-registered-office-address-company': '**Registered office moved**',
  'change-registered-office-address-company-with-date-old-address':
    '**Registered office moved**[ on {change_date}][; the previous address was {old_address}]',
  'change-registered-office-address-company-with-date-old-address-new-address':
    '**Registered office moved**[ on {change_date}][ to {new_address}][; the previous address was {old_address}]',
  'change-registered-office-address-limited-liability-partnership': "**LLP's registered office moved**",
  'change-registered-office-address-limited-liability-partnership-with-date-old-address':
    "**LLP's registered office moved**[ on {change_date}][; the previous address was {old_address}]",
  'change-registered-office-address-limited-liability-partnership-with-date-old-address-new-address':
    "**LLP's registered office moved**[ on {change_date}][ to {new_address}][; the previous address was {old_address}]",
  'default-companies-house-registered-office-address-applied':
    "**Registered office replaced with the registrar's default address**[: {default_address}][, from {change_date}]",
  'change-registered-office-addres-overseas-company': "**Overseas company's place of business moved**",
  'address-correction': '**Address corrected**',
  'change-sail-address-company': '**Alternative inspection address changed**',
  'change-sail-address-company-with-new-address': '**Alternative inspection address changed**[; now {new_address}]',
  'change-sail-address-company-with-old-address':
    '**Alternative inspection address changed**[; previously {old_address}]',
  'change-sail-address-company-with-old-address-new-address':
    '**Alternative inspection address changed**[; now {new_address}][; previously {old_address}]',
  'move-registers-to-sail-company': '**Registers moved to the alternative inspection address**',
  'move-registers-to-sail-company-with-new-address':
    '**Registers moved to the alternative inspection address**[: {new_address}]',
  'move-registers-to-registered-office-company': '**Registers now kept at the registered office**',
  'move-registers-to-registered-office-company-with-new-address':
    '**Registers now kept at the registered office**[: {new_address}]',

  // Change of name
  'change-of-name-by-resolution': '**Company name changed** by resolution',
  'change-of-name-by-directors-resolution': "**Company name changed** by the directors' resolution",
  'change-of-name-by-conditional-resolution': '**Company name changed** by a conditional resolution',
  'change-of-name-conditional-resolution-satisfaction':
    '**Company name changed**: the condition in the resolution has been met',
  'change-of-name-by-provision-in-articles': '**Company name changed** as the articles allow',
  'change-of-name-notice': '**Notice of a change of name**',
  'change-of-name-notice-limited-liability-partnership': '**Notice of a change of LLP name**',
  'change-of-name-community-interest-company': '**Community interest company renamed**',
  'change-of-name-direction': '**Direction to change the company name**[, given {change_date}]',
  'change-of-name-exemption': '**Exemption from ending the name with "limited" or "cyfyngedig"**',
  'certificate-change-of-name-company': '**Certificate issued for a change of name**',
  'resolution-change-of-name': '**Resolution to change the company name**[, passed {resolution_date}]',

  // Share capital
  'statement-of-capital': '**Statement of capital**[ at {date}][: {capital}]',
  'capital-statement-capital-company': '**Statement of capital**',
  'capital-statement-capital-company-with-date-currency-figure': '**Statement of capital**[ at {date}][: {capital}]',
  'capital-allotment-shares': '**Shares allotted**; statement of capital[ at {date}][: {capital}]',
  'second-filing-capital-allotment-shares':
    '**Second filing** of a share allotment; statement of capital[ at {date}][: {capital}]',
  'capital-alter-shares': '**Share capital altered**',
  'capital-alter-shares-consolidation': '**Shares consolidated**[ on {date}]',
  'capital-alter-shares-consolidation-statement-of-capital':
    '**Shares consolidated**; statement of capital[ at {date}][: {capital}]',
  'capital-alter-shares-subdivision': '**Shares subdivided**[ on {date}]',
  'capital-alter-shares-subdivision-statement-of-capital':
    '**Shares subdivided**; statement of capital[ at {date}][: {capital}]',
  'capital-alter-shares-redemption': '**Shares redeemed**[ on {date}]',
  'capital-alter-shares-redemption-statement-of-capital':
    '**Shares redeemed**; statement of capital[ at {date}][: {capital}]',
  'capital-alter-shares-reconversion': '**Stock converted back into shares**[ on {date}]',
  'capital-alter-shares-reconversion-statement-of-capital':
    '**Stock converted back into shares**; statement of capital[ at {date}][: {capital}]',
  'capital-cancellation-shares': '**Shares cancelled**; statement of capital[ at {date}][: {capital}]',
  'capital-cancellation-shares-by-plc':
    '**Shares cancelled by a public company**; statement of capital[ at {date}][: {capital}]',
  'capital-return-purchase-own-shares': '**Company bought back its own shares**',
  'capital-return-purchase-own-shares-capital-date':
    '**Company bought back its own shares**; capital[ at {date}][: {capital}]',
  'capital-return-purchase-own-shares-treasury-capital-date':
    '**Company bought back its own shares** to hold in treasury[: {capital}]',
  'capital-sale-or-transfer-treasury-shares': '**Treasury shares sold or transferred**',
  'capital-sale-or-transfer-treasury-shares-with-date':
    '**Treasury shares sold or transferred**; treasury capital[ at {date}]',
  'capital-sale-or-transfer-treasury-shares-with-date-currency-capital-figure':
    '**Treasury shares sold or transferred**; treasury capital[ at {date}][: {capital}]',
  'capital-cancellation-treasury-shares': '**Treasury shares cancelled**',
  'capital-cancellation-treasury-shares-with-date-treasury-capital-figure':
    '**Treasury shares cancelled**; treasury capital[ at {date}][: {capital}]',
  'capital-cancellation-treasury-shares-with-date-currency-capital-figure':
    '**Treasury shares cancelled**; statement of capital[ at {date}][: {capital}]',
  'capital-name-of-class-of-shares': '**Share class renamed or redesignated**',
  'capital-name-of-class-of-shares-with-date': '**Share class renamed or redesignated**[ on {date}]',
  'capital-variation-of-rights-attached-to-shares': '**Rights attached to shares varied**',
  'capital-allotment-new-class-of-shares': '**New class of shares allotted** by an unlimited company',
  'capital-redomination-of-shares': '**Shares redenominated**; statement of capital[ at {date}][: {capital}]',
  'capital-reduction-of-capital-redomination':
    '**Capital reduced after redenomination**; statement of capital[ at {date}][: {capital}]',
  'capital-directors-statement-auditors-report':
    "**Payment out of capital**: directors' statement and auditor's report",
  'certificate-capital-reduction-issued-capital': '**Reduction of issued capital** certified by the registrar',
  'certificate-capital-reduction-share-premium': '**Reduction of share premium** certified by the registrar',
  'order-of-court-restructuring-plan': '**Court order sanctioning a restructuring plan**',

  // Accounts ('subsiduary' is the registry's spelling).
  'accounts-with-accounts-type-dormant': '**Dormant company accounts**[ for the period ending {made_up_date}]',
  'accounts-with-accounts-type-full': '**Full accounts**[ for the period ending {made_up_date}]',
  'accounts-with-accounts-type-full-group': '**Group accounts (full)**[ for the period ending {made_up_date}]',
  'accounts-with-accounts-type-initial': '**Initial accounts**[ for the period ending {made_up_date}]',
  'accounts-with-accounts-type-interim': '**Interim accounts**[ for the period ending {made_up_date}]',
  'accounts-with-accounts-type-group': '**Group accounts**[ for the period ending {made_up_date}]',
  'accounts-with-accounts-type-medium': '**Medium-sized company accounts**[ for the period ending {made_up_date}]',
  'accounts-with-accounts-type-medium-group':
    '**Group accounts (medium-sized group)**[ for the period ending {made_up_date}]',
  'accounts-with-accounts-type-small': '**Small company accounts**[ for the period ending {made_up_date}]',
  'accounts-with-accounts-type-small-group': '**Group accounts (small group)**[ for the period ending {made_up_date}]',
  'accounts-with-accounts-type-micro-entity': '**Micro-entity accounts**[ for the period ending {made_up_date}]',
  'accounts-with-accounts-type-partial-exemption':
    '**Partially exempt accounts**[ for the period ending {made_up_date}]',
  'accounts-with-accounts-type-total-exemption-full':
    '**Total exemption accounts (full)**[ for the period ending {made_up_date}]',
  'accounts-with-accounts-type-total-exemption-small':
    '**Total exemption accounts (small company)**[ for the period ending {made_up_date}]',
  'accounts-with-accounts-type-audit-exemption-subsiduary':
    '**Subsidiary accounts, exempt from audit**[ for the period ending {made_up_date}]',
  'accounts-with-accounts-type-filing-exemption-subsiduary':
    '**Subsidiary accounts, exempt from filing**[ for the period ending {made_up_date}]',
  'accounts-with-accounts-type-audited-abridged':
    '**Abridged accounts (audited)**[ for the period ending {made_up_date}]',
  'accounts-with-accounts-type-unaudited-abridged':
    '**Abridged accounts (unaudited)**[ for the period ending {made_up_date}]',
  'accounts-amended-with-accounts-type-dormant':
    '**Amended dormant company accounts**[ for the period ending {made_up_date}]',
  'accounts-amended-with-accounts-type-full': '**Amended full accounts**[ for the period ending {made_up_date}]',
  'accounts-amended-with-accounts-type-full-group':
    '**Amended group accounts (full)**[ for the period ending {made_up_date}]',
  'accounts-amended-with-accounts-type-initial': '**Amended initial accounts**[ for the period ending {made_up_date}]',
  'accounts-amended-with-accounts-type-interim': '**Amended interim accounts**[ for the period ending {made_up_date}]',
  'accounts-amended-with-accounts-type-group': '**Amended group accounts**[ for the period ending {made_up_date}]',
  'accounts-amended-with-accounts-type-medium':
    '**Amended medium-sized company accounts**[ for the period ending {made_up_date}]',
  'accounts-amended-with-accounts-type-medium-group':
    '**Amended group accounts (medium-sized group)**[ for the period ending {made_up_date}]',
  'accounts-amended-with-accounts-type-small':
    '**Amended small company accounts**[ for the period ending {made_up_date}]',
  'accounts-amended-with-accounts-type-small-group':
    '**Amended group accounts (small group)**[ for the period ending {made_up_date}]',
  'accounts-amended-with-accounts-type-micro-entity':
    '**Amended micro-entity accounts**[ for the period ending {made_up_date}]',
  'accounts-amended-with-accounts-type-partial-exemption':
    '**Amended partially exempt accounts**[ for the period ending {made_up_date}]',
  'accounts-amended-with-accounts-type-total-exemption-full':
    '**Amended total exemption accounts (full)**[ for the period ending {made_up_date}]',
  'accounts-amended-with-accounts-type-total-exemption-small':
    '**Amended total exemption accounts (small company)**[ for the period ending {made_up_date}]',
  'accounts-amended-with-accounts-type-audit-exemption-subsiduary':
    '**Amended subsidiary accounts, exempt from audit**[ for the period ending {made_up_date}]',
  // Charges (mortgages)
  'mortgage-create-with-deed': '**Charge registered**',
  'mortgage-create-with-deed-with-charge-number': '**Charge registered**[ (charge {charge_number})]',
  'mortgage-create-with-deed-with-charge-number-charge-creation-date':
    '**Charge registered**[ (charge {charge_number})][, created {charge_creation_date}]',
  'mortgage-create-with-deed-with-charles-court-order-extend-with-charge-number-charge-creation-date':
    '**Charge registered late** under a Charles court order extending the time[ (charge {charge_number})][, created {charge_creation_date}]',
  'mortgage-create-without-deed': '**Charge registered** (no deed)',
  'mortgage-create-without-deed-with-charge-number-charge-creation-date':
    '**Charge registered** (no deed)[ (charge {charge_number})][, created {charge_creation_date}]',
  'mortgage-create-without-deed-with-court-order-extend-with-charge-number-charge-creation-date':
    '**Charge registered late** (no deed) under a court order extending the time[ (charge {charge_number})][, created {charge_creation_date}]',
  'mortgage-create-with-deed-limited-liability-partnership': '**LLP charge registered**',
  'mortgage-create-with-deed-with-charge-number-limited-liability-partnership':
    '**LLP charge registered**[ (charge {charge_number})]',
  'mortgage-create-with-deed-with-charge-number-charge-creation-date-limited-liability-partnership':
    '**LLP charge registered**[ (charge {charge_number})][, created {charge_creation_date}]',
  'mortgage-acquire-with-deed': '**Charge over acquired property registered**',
  'mortgage-acquire-with-deed-with-charge-number':
    '**Charge over acquired property registered**[ (charge {charge_number})]',
  'mortgage-acquire-with-deed-with-charge-number-charge-acquisition-date':
    '**Charge over acquired property registered**[ (charge {charge_number})][, property acquired {property_acquired_date}]',
  'mortgage-acquire-without-deed': '**Charge over acquired property registered** (no deed)',
  'mortgage-acquire-without-deed-with-charge-number-charge-creation-date':
    '**Charge over acquired property registered** (no deed)[ (charge {charge_number})][, property acquired {property_acquired_date}]',
  'mortgage-debenture-with-deed': '**Charge for a series of debentures registered**',
  'mortgage-debenture-with-deed-with-charge-number-charge-creation-date':
    '**Charge for a series of debentures registered**[ (charge {charge_number})][, created {charge_creation_date}]',
  'mortgage-satisfy-charge': '**Charge satisfied**',
  'mortgage-satisfy-charge-full': '**Charge satisfied**[ (charge {charge_number})]',
  'mortgage-satisfy-charge-full-with-date':
    '**Charge satisfied**[ (charge {charge_number})][ on {mortgage_satisfaction_date}]',
  'mortgage-satisfy-charge-part': '**Charge partly satisfied**[ (charge {charge_number})]',
  'mortgage-satisfy-charge-part-with-date':
    '**Charge partly satisfied**[ (charge {charge_number})][ on {mortgage_satisfaction_date}]',
  'mortgage-satisfy-charge-limited-liability-partnership': '**LLP charge satisfied**',
  'mortgage-satisfy-charge-full-limited-liability-partnership': '**LLP charge satisfied**[ (charge {charge_number})]',
  'mortgage-satisfy-charge-full-with-mortgage-satisfaction-date-limited-liability-partnership':
    '**LLP charge satisfied**[ (charge {charge_number})][ on {mortgage_satisfaction_date}]',
  'mortgage-satisfy-charge-part-limited-liability-partnership':
    '**LLP charge partly satisfied**[ (charge {charge_number})]',
  'mortgage-satisfy-charge-part-with-mortgage-satisfaction-date-limited-liability-partnership':
    '**LLP charge partly satisfied**[ (charge {charge_number})][ on {mortgage_satisfaction_date}]',
  'mortgage-charge-whole-release-with-charge-number':
    '**Whole of the charged property released**[ (charge {charge_number})]',
  // The registry's own template for this key names the placeholder "{charge number}"; ours uses charge_number.
  'mortgage-charge-whole-release-with-charge-number-satisfaction-date':
    '**Whole of the charged property released**[ (charge {charge_number})][ on {mortgage_satisfaction_date}]',
  'mortgage-charge-whole-cease-with-charge-number':
    '**Whole of the charged property no longer subject to the charge**[ (charge {charge_number})]',
  'mortgage-charge-whole-cease-with-charge-number-satisfaction-date':
    '**Whole of the charged property no longer subject to the charge**[ (charge {charge_number})][, from {mortgage_satisfaction_date}]',
  'mortgage-charge-whole-cease-and-release-with-charge-number':
    '**Whole of the charged property released and no longer subject to the charge**[ (charge {charge_number})]',
  'mortgage-charge-whole-cease-and-release-with-charge-number-satisfaction-date':
    '**Whole of the charged property released and no longer subject to the charge**[ (charge {charge_number})][, from {mortgage_satisfaction_date}]',
  'mortgage-charge-part-release-with-charge-number':
    '**Part of the charged property released**[ (charge {charge_number})]',
  'mortgage-charge-part-release-with-charge-number-satisfaction-date':
    '**Part of the charged property released**[ (charge {charge_number})][ on {mortgage_satisfaction_date}]',
  'mortgage-charge-part-cease-with-charge-number':
    '**Part of the charged property no longer subject to the charge**[ (charge {charge_number})]',
  'mortgage-charge-part-cease-with-charge-number-satisfaction-date':
    '**Part of the charged property no longer subject to the charge**[ (charge {charge_number})][, from {mortgage_satisfaction_date}]',
  'mortgage-charge-part-both-with-charge-number':
    '**Part of the charged property released and no longer subject to the charge**[ (charge {charge_number})]',
  'mortgage-charge-part-cease-and-release-with-charge-number-satisfaction-date':
    '**Part of the charged property released and no longer subject to the charge**[ (charge {charge_number})][, from {mortgage_satisfaction_date}]',
  'mortgage-release-cease-charge': '**Property or undertaking released from, or no longer covered by, the charge**',
  'mortgage-alter-charge': '**Charge altered**',
  'mortgage-alter-charge-with-charge-number': '**Charge altered**[ (charge {charge_number})]',
  'mortgage-alter-charge-with-charge-number-charge-creation-date':
    '**Charge altered**[ (charge {charge_number})][, created {charge_creation_date}]',
  'mortgage-alter-floating-charge': '**Floating charge altered**',
  'mortgage-alter-floating-charge-with-number': '**Floating charge altered**[ (charge {charge_number})]',
  'mortgage-alter-floating-charge-with-number-date':
    '**Floating charge altered**[ (charge {charge_number})][, created {charge_creation_date}]',
  'mortgage-trustee-acting-as': '**Company acting as trustee** for a charge[ (charge {charge_number})]',
  'mortgage-miscellaneous': '**Other document about a charge**',
  'particulars-of-a-mortgage-charge': '**Details of a mortgage or charge**',

  // Strike-off, dissolution and restoration
  'gazette-notice-compulsory': '**First notice in the Gazette**: the registrar proposes to strike the company off',
  // "compulsary" is the registry's spelling of an older key; both appear.
  'gazette-notice-compulsary': '**First notice in the Gazette**: the registrar proposes to strike the company off',
  'gazette-dissolved-compulsory': '**Final notice in the Gazette**: company struck off by the registrar and dissolved',
  'gazette-dissolved-compulsary': '**Final notice in the Gazette**: company struck off by the registrar and dissolved',
  'gazette-notice-voluntary': '**First notice in the Gazette**: the company has asked to be struck off',
  'gazette-dissolved-voluntary': '**Final notice in the Gazette**: company struck off at its own request and dissolved',
  'gazette-dissolved-liquidation': '**Final notice in the Gazette**: company dissolved after liquidation',
  'gazette-dissolved-statutory-instrument':
    '**Final notice in the Gazette**: company dissolved by statutory instrument',
  'gazette-filings-brought-up-to-date': '**Compulsory strike-off stopped**',
  'gazette-return-of-final-meeting': '**Gazette notice** of the final meeting return',
  'dissolved-compulsory-strike-off-suspended': '**Compulsory strike-off put on hold**',
  'dissolution-voluntary-strike-off-suspended': '**Voluntary strike-off put on hold**',
  'dissolution-voluntary-strike-off-discontinued': '**Voluntary strike-off stopped**',
  'dissolution-application-strike-off-company': '**Company applied to be struck off** the register',
  'dissolution-withdrawal-application-strike-off-company': '**Strike-off application withdrawn**',
  'dissolution-application-strike-off-limited-liability-partnership': '**LLP applied to be struck off** the register',
  'dissolution-withdrawal-application-strike-off-limited-liability-partnership':
    "**LLP's strike-off application withdrawn**",
  'dissolution-closure-of-uk-establishment': '**UK establishment closed**[: {branch_number}][, on {close_date}]',
  'dissolved-company': '**Company dissolved**',
  'restoration-order-of-court': '**Company restored** to the register by court order',
  'administrative-restoration-company': '**Application to restore the company** to the register without a court order',
  'order-of-court-restoration-previously-creditors-voluntary-liquidation':
    "**Company restored** by court order; it had been in creditors' voluntary liquidation",
  'order-of-court-restoration-previously-members-voluntary-liquidation':
    "**Company restored** by court order; it had been in members' voluntary liquidation",
  'order-of-court-restoration-previously-compulsory-liquidation':
    '**Company restored** by court order; it had been wound up by the court',
  'bona-vacantia-company': '**Crown disclaimer** of property that passed to it (bona vacantia)',

  // Liquidation
  'liquidation-voluntary-appointment-of-liquidator': '**Voluntary liquidator appointed**',
  'liquidation-appointment-of-liquidator': '**Liquidator appointed**',
  'liquidation-compulsory-appointment-liquidator': '**Liquidator appointed** in a winding up by the court',
  'liquidation-appointment-of-provisional-liquidator': '**Provisional liquidator appointed**',
  'liquidation-voluntary-statement-of-affairs': "**Statement of the company's affairs**",
  'liquidation-voluntary-statement-of-affairs-with-form-attached':
    "**Statement of the company's affairs**[, with form {form_attached} attached]",
  'liquidation-compulsory-statement-of-affairs': "**Statement of the company's affairs** in a winding up by the court",
  'statement-of-affairs': "**Statement of the company's affairs**",
  'liquidation-voluntary-statement-of-receipts-and-payments': "**Liquidator's account of money received and paid out**",
  'liquidation-voluntary-statement-of-receipts-and-payments-with-brought-down-date':
    "**Liquidator's account of money received and paid out**[, up to {brought_down_date}]",
  'liquidation-voluntary-declaration-of-solvency': "**Directors' declaration that the company is solvent**",
  'liquidation-voluntary-special-resolution-to-wind-up': '**Special resolution**: the company is to be wound up',
  'liquidation-voluntary-special-resolution-to-wind-up-case-start-date':
    '**Special resolution**: the company is to be wound up[, passed {case_start_date}]',
  'liquidation-voluntary-extraordinary-resolution-to-wind-up':
    '**Extraordinary resolution**: the company is to be wound up',
  'liquidation-voluntary-extraordinary-resolution-to-wind-up-with-case-start-date':
    '**Extraordinary resolution**: the company is to be wound up[, passed {case_start_date}]',
  'liquidation-voluntary-creditors-return-of-final-meeting':
    "**Final meeting return** in a creditors' voluntary liquidation",
  'liquidation-voluntary-members-return-of-final-meeting':
    "**Final meeting return** in a members' voluntary liquidation",
  'liquidation-voluntary-resignation-liquidator': '**Liquidator resigned**',
  'liquidation-voluntary-cease-to-act-as-liquidator': '**Voluntary liquidator stopped acting**',
  'liquidation-voluntary-removal-of-liquidator-by-court': '**Liquidator removed** by the court',
  'liquidation-voluntary-removal-of-liquidator-by-company-meeting': '**Liquidator removed** at a company meeting',
  'liquidation-disclaimer-notice': "**Liquidator's notice disclaiming property**, sent to the registrar",
  'liquidation-compulsory-winding-up-order': '**Court ordered the company to be wound up**',
  'liquidation-compulsory-winding-up-order-with-case-start-date':
    '**Court ordered the company to be wound up**[, on {case_start_date}]',
  'liquidation-compulsory-notice-winding-up': "**Notice of the court's winding-up order**",
  'liquidation-compulsory-winding-up-progress-report':
    '**Progress report from the liquidator** (winding up by the court)',
  'liquidation-compulsory-return-final-meeting': '**Notice of the final account** before dissolution',
  'liquidation-compulsory-completion': '**Winding up completed**',
  'liquidation-court-order-to-stay-winding-up': '**Court order halting the winding up**',
  'liquidation-court-order-early-dissolution': '**Court order for early dissolution**',
  'liquidation-certificate-creditors-paid-in-full': '**Certificate**: all creditors paid in full',
  'liquidation-statement-of-concurrence': '**Statement agreeing with the statement of affairs**',
  'liquidation-establishment-of-creditors-or-liquidation-committee': "**Creditors' or liquidation committee set up**",
  'liquidation-miscellaneous': '**Insolvency document**',
  'liquidation-court-order-miscellaneous': '**Court order in an insolvency**',
  'liquidation-resolution-miscellaneous': '**Resolution in an insolvency**',
  'liquidation-ex': '**Company has come out of liquidation**',

  // Administration
  'liquidation-in-administration-appointment-of-administrator': '**Administrator appointed**',
  'liquidation-in-administration-appointment-of-replacement-additional-administrator':
    '**Replacement or additional administrator appointed**',
  'liquidation-in-administration-proposals': "**Administrator's proposals**",
  'liquidation-in-administration-revised-proposals': "**Administrator's revised proposals**",
  'liquidation-administration-notice-deemed-approval-of-proposals': "**Administrator's proposals treated as approved**",
  'liquidation-in-administration-result-creditors-meeting': "**Outcome of the creditors' meeting**",
  'liquidation-in-administration-statement-of-affairs': "**Statement of the company's affairs** in administration",
  'liquidation-in-administration-statement-of-affairs-with-form-attached':
    "**Statement of the company's affairs** in administration[, with form {form_attached} attached]",
  'liquidation-in-administration-progress-report': '**Progress report from the administrator**',
  'liquidation-in-administration-progress-report-with-brought-down-date':
    '**Progress report from the administrator**[, covering the period to {brought_down_date}]',
  'liquidation-in-administration-extension-of-time': '**More time allowed** in the administration',
  'liquidation-in-administration-extension-of-period': '**Administration extended**',
  'liquidation-in-administration-end-of-administration': '**Administration ended**',
  'liquidation-in-administration-automatic-end-of-case': '**Administration ended automatically**',
  'liquidation-in-administration-court-order-ending-administration': '**Court order ending the administration**',
  'liquidation-in-administration-move-to-creditors-voluntary-liquidation':
    "**Administration converted** to a creditors' voluntary liquidation",
  'liquidation-in-administration-move-to-dissolution': '**Administration ending** with the company being dissolved',
  'liquidation-in-administration-move-to-dissolution-with-case-end-date':
    '**Administration ending** with the company being dissolved[, from {case_end_date}]',
  'liquidation-in-administration-resignation-of-administrator': '**Administrator resigned**',
  'liquidation-in-administration-vacation-of-office': '**Administrator left office**',

  // Receivership, voluntary arrangements and moratoriums
  'liquidation-receiver-appointment-of-receiver': '**Receiver or manager appointed**',
  'liquidation-receiver-cease-to-act-receiver': '**Receiver or manager stopped acting**',
  'liquidation-receiver-administrative-receivers-report': '**Report from the administrative receiver**',
  'liquidation-receiver-abstract-of-receipts-and-payments': "**Receiver's summary of money received and paid out**",
  'liquidation-receiver-abstract-of-receipts-and-payments-with-brought-down-date':
    "**Receiver's summary of money received and paid out**[, up to {brought_down_date}]",
  'liquidation-voluntary-arrangement-meeting-approving-companies-voluntary-arrangement':
    '**Company voluntary arrangement takes effect**',
  'liquidation-cva-supervisors-abstracts-of-receipts-payments':
    "**Supervisor's summary of money received and paid out** under a voluntary arrangement",
  'liquidation-cva-supervisors-abstract-of-receipts-payments-with-brought-down-date':
    "**Supervisor's summary of money received and paid out** under a voluntary arrangement[, up to {brought_down_date}]",
  'liquidation-voluntary-arrangement-completion': '**Voluntary arrangement completed**',
  'liquidation-voluntary-arrangement-completion-with-date': '**Voluntary arrangement completed**[ on {case_end_date}]',
  'liquidation-voluntary-arrangement-revocation-or-suspension':
    '**Voluntary arrangement revoked or suspended** by the court',
  'liquidation-moratorium-commencement-of-moratorium': '**Moratorium began**',
  'liquidation-moratorium-extension-of-moratorium': '**Moratorium extended or ended**',
  'liquidation-moratorium-early-end-of-moratorium': '**Moratorium ended early**',

  // Resolutions
  resolution: '**Resolutions**',
  'resolution-adopt-articles': '**Resolution**: new articles of association adopted',
  'resolution-alteration-articles': '**Resolution**: articles of association amended',
  'resolution-adopt-memorandum': '**Resolution**: new memorandum of association adopted',
  'resolution-alteration-memorandum': '**Resolution**: memorandum of association amended',
  'resolution-adopt-memorandum-and-articles': '**Resolution**: new memorandum and/or articles adopted',
  'resolution-alteration-memorandum-and-articles': '**Resolution**: memorandum and/or articles amended',
  'resolution-memorandum-and-articles': '**Resolution**: concerning the memorandum and/or articles',
  'resolution-re-registration': '**Resolution**: the company is to be re-registered',
  'resolution-exemption': '**Resolution**: no need to appoint auditors',
  'resolution-increase-capital': '**Resolution**: authorised share capital raised',
  'resolution-decrease-capital': '**Resolution**: authorised share capital lowered',
  'resolution-reduction-capital': '**Resolution**: issued share capital cut',
  'resolution-acquisition': '**Resolution**: financial help towards buying the shares',
  'resolution-purchase-shares': '**Resolution**: the company may buy its own shares out of capital',
  'resolution-purchase-number-shares': '**Resolution**: the company may buy back a set number of shares',
  'resolution-securities': '**Resolution**: the directors may allot securities',
  'resolution-removal-pre-emption': '**Resolution**: pre-emption rights switched off',
  'resolution-varying-share-rights': '**Resolution**: share rights or share names changed',
  'resolution-capitalisation': '**Resolution**: profits capitalised or bonus shares issued',
  'resolution-redeem-shares': '**Resolution**: redeemable shares to be redeemed',
  'resolution-redonominate-shares': '**Resolution**: shares to be redenominated',
  'resolution-reduce-capital': '**Resolution**: share capital cut on redenomination',
  'elective-resolution': '**Elective resolution**',
  // Resolutions by kind of resolution and subject.
  'ordinary-resolution': '**Ordinary resolution**',
  'ordinary-resolution-adopt-memorandum': '**Ordinary resolution**: new memorandum of association adopted',
  'ordinary-resolution-alteration-memorandum': '**Ordinary resolution**: memorandum of association amended',
  'ordinary-resolution-memorandum': '**Ordinary resolution**: concerning the memorandum of association',
  'ordinary-resolution-exemption': '**Ordinary resolution**: no need to appoint auditors',
  'ordinary-resolution-increase-capital': '**Ordinary resolution**: authorised share capital raised',
  'ordinary-resolution-decrease-capital': '**Ordinary resolution**: authorised share capital lowered',
  'ordinary-resolution-reduction-capital': '**Ordinary resolution**: issued share capital cut',
  'ordinary-resolution-acquisition': '**Ordinary resolution**: financial help towards buying the shares',
  'ordinary-resolution-purchase-shares': '**Ordinary resolution**: the company may buy its own shares out of capital',
  'ordinary-resolution-purchase-number-shares':
    '**Ordinary resolution**: the company may buy back a set number of shares',
  'ordinary-resolution-securities': '**Ordinary resolution**: the directors may allot securities',
  'ordinary-resolution-removal-pre-emption': '**Ordinary resolution**: pre-emption rights switched off',
  'ordinary-resolution-capitalisation': '**Ordinary resolution**: profits capitalised or bonus shares issued',
  'ordinary-resolution-change-of-name': '**Ordinary resolution**: the company is to take a new name',
  'ordinary-resolution-redeem-shares': '**Ordinary resolution**: redeemable shares to be redeemed',
  'special-resolution': '**Special resolution**',
  'special-resolution-adopt-memorandum': '**Special resolution**: new memorandum of association adopted',
  'special-resolution-alteration-memorandum': '**Special resolution**: memorandum of association amended',
  'special-resolution-memorandum': '**Special resolution**: concerning the memorandum of association',
  'special-resolution-re-registration': '**Special resolution**: the company is to be re-registered',
  'special-resolution-exemption': '**Special resolution**: no need to appoint auditors',
  'special-resolution-increase-capital': '**Special resolution**: authorised share capital raised',
  'special-resolution-decrease-capital': '**Special resolution**: authorised share capital lowered',
  'special-resolution-reduction-capital': '**Special resolution**: issued share capital cut',
  'special-resolution-acquisition': '**Special resolution**: financial help towards buying the shares',
  'special-resolution-purchase-shares': '**Special resolution**: the company may buy its own shares out of capital',
  'special-resolution-purchase-number-shares':
    '**Special resolution**: the company may buy back a set number of shares',
  'special-resolution-securities': '**Special resolution**: the directors may allot securities',
  'special-resolution-removal-pre-emption': '**Special resolution**: pre-emption rights switched off',
  'special-resolution-varying-share-rights': '**Special resolution**: share rights or share names changed',
  'special-resolution-capitalisation': '**Special resolution**: profits capitalised or bonus shares issued',
  'special-resolution-redeem-shares': '**Special resolution**: redeemable shares to be redeemed',
  'written-resolution': '**Written resolution**',
  'written-resolution-adopt-memorandum': '**Written resolution**: new memorandum of association adopted',
  'written-resolution-alteration-memorandum': '**Written resolution**: memorandum of association amended',
  'written-resolution-memorandum': '**Written resolution**: concerning the memorandum of association',
  'written-resolution-re-registration': '**Written resolution**: the company is to be re-registered',
  'written-resolution-exemption': '**Written resolution**: no need to appoint auditors',
  'written-resolution-increase-capital': '**Written resolution**: authorised share capital raised',
  'written-resolution-decrease-capital': '**Written resolution**: authorised share capital lowered',
  'written-resolution-reduction-capital': '**Written resolution**: issued share capital cut',
  'written-resolution-acquisition': '**Written resolution**: financial help towards buying the shares',
  'written-resolution-purchase-shares': '**Written resolution**: the company may buy its own shares out of capital',
  'written-resolution-purchase-number-shares':
    '**Written resolution**: the company may buy back a set number of shares',
  'written-resolution-securities': '**Written resolution**: the directors may allot securities',
  'written-resolution-removal-pre-emption': '**Written resolution**: pre-emption rights switched off',
  'written-resolution-varying-share-rights': '**Written resolution**: share rights or share names changed',
  'written-resolution-capitalisation': '**Written resolution**: profits capitalised or bonus shares issued',
  'written-resolution-change-of-name': '**Written resolution**: the company is to take a new name',
  'written-resolution-redeem-shares': '**Written resolution**: redeemable shares to be redeemed',
  'extraordinary-resolution': '**Extraordinary resolution**',
  'extraordinary-resolution-adopt-memorandum': '**Extraordinary resolution**: new memorandum of association adopted',
  'extraordinary-resolution-alteration-memorandum': '**Extraordinary resolution**: memorandum of association amended',
  'extraordinary-resolution-memorandum': '**Extraordinary resolution**: concerning the memorandum of association',
  'extraordinary-resolution-re-registration': '**Extraordinary resolution**: the company is to be re-registered',
  'extraordinary-resolution-exemption': '**Extraordinary resolution**: no need to appoint auditors',
  'extraordinary-resolution-increase-capital': '**Extraordinary resolution**: authorised share capital raised',
  'extraordinary-resolution-decrease-capital': '**Extraordinary resolution**: authorised share capital lowered',
  'extraordinary-resolution-reduction-capital': '**Extraordinary resolution**: issued share capital cut',
  'extraordinary-resolution-acquisition': '**Extraordinary resolution**: financial help towards buying the shares',
  'extraordinary-resolution-purchase-shares':
    '**Extraordinary resolution**: the company may buy its own shares out of capital',
  'extraordinary-resolution-purchase-number-shares':
    '**Extraordinary resolution**: the company may buy back a set number of shares',
  'extraordinary-resolution-securities': '**Extraordinary resolution**: the directors may allot securities',
  'extraordinary-resolution-removal-pre-emption': '**Extraordinary resolution**: pre-emption rights switched off',
  'extraordinary-resolution-varying-share-rights': '**Extraordinary resolution**: share rights or share names changed',
  'extraordinary-resolution-capitalisation': '**Extraordinary resolution**: profits capitalised or bonus shares issued',
  'extraordinary-resolution-change-of-name': '**Extraordinary resolution**: the company is to take a new name',
  'extraordinary-resolution-redeem-shares': '**Extraordinary resolution**: redeemable shares to be redeemed',
  // 'ordindary' is the registry's spelling.
  'ordindary-resolution-varying-share-rights': '**Ordinary resolution**: share rights or share names changed',

  // Re-registration
  reregistration: '**Re-registration**',
  'reregistration-private-to-public-company': '**Re-registered as a public company** (was private)',
  'reregistration-public-to-private-company': '**Re-registered as a private limited company** (was public)',
  'certificate-re-registration-private-to-public-limited-company':
    '**Re-registration certificate**: now a public limited company (was private)',
  'certificate-re-registration-public-limited-company-to-private':
    '**Re-registration certificate**: now a private company (was a public limited company)',
  'certificate-change-of-name-re-registration-public-limited-company-to-private':
    '**Certificate of new name and re-registration**: now a private company (was a public limited company)',

  // Persons with significant control
  'notification-of-a-person-with-significant-control':
    '**Person with significant control added**[: {psc_name}][, from {notification_date}]',
  'notification-of-a-person-with-significant-control-with-name':
    '**Person with significant control added**[: {psc_name}]',
  'notification-of-a-person-with-significant-control-without-name-date': '**Person with significant control added**',
  'notification-of-a-person-with-significant-control-limited-liability-partnership':
    '**Person with significant control of the LLP added**[: {psc_name}][, from {notification_date}]',
  'notification-of-a-super-secure-person-with-significant-control':
    '**Person with significant control added**; their details are protected',
  'change-to-a-person-with-significant-control':
    '**Details of a person with significant control updated**[: {psc_name}][, from {change_date}]',
  'change-to-a-person-with-significant-control-without-name-date':
    '**Details of a person with significant control updated**',
  'change-to-a-person-with-significant-control-limited-liability-partnership':
    '**Details of a person with significant control of the LLP updated**[: {psc_name}][, from {change_date}]',
  'cessation-of-a-person-with-significant-control':
    '**No longer a person with significant control**[: {psc_name}][, from {cessation_date}]',
  'cessation-of-a-person-with-significant-control-without-name-date': '**Person with significant control removed**',
  'cessation-of-a-person-with-significant-control-limited-liability-partnership':
    '**No longer a person with significant control of the LLP**[: {psc_name}][, from {cessation_date}]',
  'cessation-of-a-super-secure-person-with-significant-control':
    '**Person with significant control removed**; their details are protected',
  'notification-of-a-person-with-significant-control-statement':
    '**Statement about persons with significant control** filed',
  'notification-of-a-person-with-significant-control-statement-limited-liability-partnership':
    "**Statement about the LLP's persons with significant control** filed",
  'withdrawal-of-a-person-with-significant-control-statement':
    '**Statement about persons with significant control withdrawn**[ on {withdrawal_date}]',
  'withdrawal-of-a-person-with-significant-control-statement-limited-liability-partnership':
    "**Statement about the LLP's persons with significant control withdrawn**[ on {withdrawal_date}]",
  'second-filing-notification-of-a-person-with-significant-control':
    '**Second filing** adding a person with significant control[: {psc_name}]',
  'second-filing-change-details-of-a-person-with-significant-control':
    "**Second filing** updating a person with significant control's details[: {psc_name}]",
  'second-filing-cessation-of-a-person-with-significant-control':
    '**Second filing** removing a person with significant control[: {psc_name}]',
  'replacement-filing-notification-of-a-person-with-significant-control':
    '**Replacement filing** adding a person with significant control[: {psc_name}]',
  'default-companies-house-service-address-applied-psc':
    "**Address of a person with significant control replaced with the registrar's default address**[: {psc_name}][, now {company_number}, {default_address}][, from {change_date}]",

  // Registers kept on the central public register
  'elect-to-keep-the-directors-register-information-on-the-public-register':
    '**Election to keep the register of directors** on the central public register',
  'elect-to-keep-the-directors-residential-address-register-information-on-the-public-register':
    "**Election to keep the register of directors' home addresses** on the central public register",
  'elect-to-keep-the-secretaries-register-information-on-the-public-register':
    '**Election to keep the register of secretaries** on the central public register',
  'elect-to-keep-the-persons-with-significant-control-register-information-on-the-public-register':
    '**Election to keep the register of persons with significant control** on the central public register',
  'elect-to-keep-the-members-register-information-on-the-public-register':
    '**Election to keep the register of members** on the central public register',
  'withdrawal-of-the-directors-register-information-from-the-public-register':
    '**Register of directors taken back** from the central public register',
  'withdrawal-of-the-directors-residential-address-register-information-from-the-public-register':
    "**Register of directors' home addresses taken back** from the central public register",
  'withdrawal-of-the-secretaries-register-information-from-the-public-register':
    '**Register of secretaries taken back** from the central public register',
  'withdrawal-of-the-persons-with-significant-control-register-information-from-the-public-register':
    '**Register of persons with significant control taken back** from the central public register',
  'withdrawal-of-the-members-register-information-from-the-public-register':
    '**Register of members taken back** from the central public register',
  'elect-to-keep-the-limited-liability-partnership-members-register-information-on-the-public-register':
    "**LLP's election to keep its register of members** on the central public register",
  'elect-to-keep-the-limited-liability-partnership-members-residential-address-register-information-on-the-public-register':
    "**LLP's election to keep its register of members' home addresses** on the central public register",
  'elect-to-keep-the-limited-liability-partnership-persons-with-significant-control-register-information-on-the-public-register':
    "**LLP's election to keep its register of persons with significant control** on the central public register",
  'withdrawal-of-the-limited-liability-partnership-members-register-information-from-the-public-register':
    "**LLP's register of members taken back** from the central public register",
  'withdrawal-of-the-limited-liability-partnership-members-residential-address-register-information-from-the-public-register':
    "**LLP's register of members' home addresses taken back** from the central public register",
  'withdrawal-of-the-limited-liability-partnership-persons-with-significant-control-register-information-from-the-public-register':
    "**LLP's register of persons with significant control taken back** from the central public register",

  // Other
  miscellaneous: '**Other document**',
  'court-order': '**Court order**',
  annotation: '**Annotation**',
  'no-description-available': 'No description on record',
  'selection-of-documents-registered-before-January-1995':
    '**Documents registered before 1 January 1995** (a selection)',
  'selection-of-mortgage-documents-registered-before-January-1995':
    '**Charge documents registered before 1 January 1995** (a selection)',
  // Older filings carry free text in description_values.description, which is shown instead of this.
  legacy: '**Older filing**',
};
