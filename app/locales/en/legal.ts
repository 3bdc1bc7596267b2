/** Common pages: document frame, about band, e-mail activation, sitemap page. */
export default {
  document: {
    toc: "Contents",
    updated: "Last updated: {{date}}",
    related: "Related agreements and policies",
    backToTop: "Back to top",
    opensInNewTab: "(opens in a new tab)",
  },
  about: {
    statsLabel: "StudyNest in numbers",
    cities: "Cities",
    rooms: "Rooms online",
    hotline: "Hotline",
    startSearch: "Start searching",
  },
  mobileSection: {
    hint: "Scan with your phone",
  },
  activation: {
    title: "E-mail activation",
    intro: "This page confirms the e-mail address linked to your StudyNest account. Once it is verified you can log in with it, recover your password by e-mail, and receive notices about applications and orders.",
    howTitle: "How activation works",
    steps: [
      "In your account settings, enter the e-mail address to link and send the activation e-mail;",
      "Open the e-mail we send you and click the activation link;",
      "The link opens this page, which shows the result.",
    ],
    notReceived: "No e-mail? Check your spam folder, or send it again from your account settings. Activation links expire after a while; an expired link has to be sent again.",
    toHome: "Homepage",
    toAccount: "Account settings",
    status: {
      success: { title: "Your e-mail address is verified", text: "You can now log in with this address and receive notices by e-mail." },
      used: { title: "Already verified", text: "This link has been used before and your e-mail address is already active; there is nothing more to do." },
      expired: { title: "This activation link has expired", text: "To keep your account safe, activation links are valid for a limited time. Please send a new activation e-mail from your account settings." },
      invalid: { title: "This activation link is not valid", text: "The link is incomplete or no longer valid. Make sure you opened the full link from the latest e-mail, or send a new one from your account settings." },
      failed: { title: "Activation did not complete", text: "Something went wrong and your e-mail address has not been verified. Please try again later or contact customer service." },
    },
  },
  sitemap: {
    title: "Sitemap",
    intro: "Every part of StudyNest at a glance: find student apartments by country, city and school, or go straight to agreements, help and your personal area.",
    sections: {
      home: "Home",
      destinations: "Destinations",
      cities: "Apartments in popular cities",
      common: "About and agreements",
      user: "Personal area",
      manuals: "Help",
      promotions: "Promotions",
      booking: "Booking",
      roommates: "Roommates",
    },
    homeLink: "StudyNest homepage",
    allCities: "All cities in {{country}}",
    cityApartments: "Student apartments in {{city}}",
  },
};
