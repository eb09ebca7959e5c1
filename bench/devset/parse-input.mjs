// A v1 lookup request as normalizer.parse takes it: its full_address line, else its components.
export const toParse = (r) => r.full_address ?? { streetAddress: r.street_address, aptSuiteOther: r.apt_suite_other, city: r.city, state: r.state, zipCode: r.zip_code };
