/** Trust: the demo mark, verification badges, the pay-only-here warning and the contact-details warning. */
export default {
  trust: {
    demo: "Demo",
    demoTitle: "Demo data: a town and apartment generated to show the site at scale; not a real home you can rent.",
    demoNote: "This is a demo apartment: its town and the apartment are generated sample data, not a real home.",
  },
};
