/** Trust: the demo mark, verification badges, the pay-only-here warning and the contact-details warning. */
export default {
  trust: {
    verified: "Verified",
    validUntil: "Valid until {{date}}",
    record: {
      title: "Verification record",
      lead: "When StudyNest staff check something, they leave this record: what was checked, by whom, when, and until when it stands. A badge shows only while its record is current.",
      what: "What was checked",
      subject: { apartment: "Apartment", landlord: "Landlord" },
      apartment: "Apartment",
      landlord: "Landlord",
      checkedOn: "Checked on",
      expiresOn: "Valid until",
      checkedBy: "Checked by",
      staffId: "staff member no. {{id}}",
      note: "How it was checked",
      current: "Current",
      expired: "Expired: this record no longer backs a badge.",
      revoked: "Revoked on {{date}}: {{reason}}",
      back: "Back to the apartment",
    },
    demo: "Demo",
    demoTitle: "Demo data: a town and apartment generated to show the site at scale; not a real home you can rent.",
    demoNote: "This is a demo apartment: its town and the apartment are generated sample data, not a real home.",
  },
};
